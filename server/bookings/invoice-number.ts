/**
 * Invoice numbers: one unbroken sequence per financial year (April to March, IST) across all
 * instances, at most 16 characters (CGST Rules, rule 46): "AT/2026-27/00042". The counter is
 * bumped inside the caller's transaction, so a number is used only if the invoice is stored.
 */
import type { Db } from "#server/db/index.ts";
import { todayInIst } from "#common/ist-time.ts";

export const INVOICE_PREFIX = "AT";

/** "2026-27" for any day from 1 April 2026 to 31 March 2027 (IST). */
export function financialYear(at: Date): string {
  const [year, month] = todayInIst(at).split("-").map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The next number of `at`'s financial year; call it in the transaction that stores the invoice. */
export async function nextInvoiceNumber(trx: Db, at: Date): Promise<string> {
  const year = financialYear(at);
  await trx
    .insertInto("invoice_counters")
    .values({ financial_year: year, last_number: 0 })
    .onConflict((oc) => oc.column("financial_year").doNothing())
    .execute();
  const { last_number } = await trx
    .updateTable("invoice_counters")
    .set((eb) => ({ last_number: eb("last_number", "+", 1) }))
    .where("financial_year", "=", year)
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return `${INVOICE_PREFIX}/${year}/${String(last_number).padStart(5, "0")}`;
}
