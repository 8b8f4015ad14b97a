import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { financialYear, nextInvoiceNumber } from "./invoice-number";

describe("financial year", () => {
  it("runs from 1 April to 31 March in IST", () => {
    expect(financialYear(new Date("2026-03-31T18:29:59.999Z"))).toBe("2025-26");
    expect(financialYear(new Date("2026-03-31T18:30:00.000Z"))).toBe("2026-27");
    expect(financialYear(new Date("2027-03-31T12:00:00.000Z"))).toBe("2026-27");
    expect(financialYear(new Date("2099-12-01T00:00:00.000Z"))).toBe("2099-00");
  });
});

describe.each(testBackends)("invoice numbers on $name", (backend) => {
  let database: TestDatabase;
  let instances: Db[];

  beforeEach(async () => {
    database = await backend.create();
    instances = [await database.open()];
    if (database.options.databaseUrl) instances.push(await database.open(), await database.open());
  });
  afterEach(async () => {
    for (const db of instances) await db.destroy();
    await database.cleanup();
  });

  it("numbers each financial year from 1, at most 16 characters", async () => {
    const [db] = instances;
    const march = new Date("2027-03-20T10:00:00.000Z");
    const april = new Date("2027-04-02T10:00:00.000Z");
    expect(await nextInvoiceNumber(db, march)).toBe("AT/2026-27/00001");
    expect(await nextInvoiceNumber(db, march)).toBe("AT/2026-27/00002");
    expect(await nextInvoiceNumber(db, april)).toBe("AT/2027-28/00001");
    expect("AT/2026-27/00001".length).toBeLessThanOrEqual(16);
  });

  it("leaves no gap and no repeat when instances number at once", async () => {
    const at = new Date("2026-11-29T10:00:00.000Z");
    const numbers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        instances[i % instances.length].transaction().execute((trx) => nextInvoiceNumber(trx, at)),
      ),
    );
    const sequence = numbers.map((n) => Number(n.slice(-5))).sort((a, b) => a - b);
    expect(sequence).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it("does not use a number when the invoice's transaction fails", async () => {
    const [db] = instances;
    const at = new Date("2026-11-29T10:00:00.000Z");
    await expect(
      db.transaction().execute(async (trx) => {
        await nextInvoiceNumber(trx, at);
        throw new Error("the invoice could not be stored");
      }),
    ).rejects.toThrow();
    expect(await nextInvoiceNumber(db, at)).toBe("AT/2026-27/00001");
  });
});
