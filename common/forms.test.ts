import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formValues, parseForm } from "./forms";

const schema = z
  .object({ name: z.string().trim().min(2, "Too short."), age: z.coerce.number().int("Whole years.") })
  .refine((v) => v.age < 150, "Check the age.");

describe("parseForm", () => {
  it("parses a FormData's text values, dropping files", () => {
    const form = new FormData();
    form.set("name", " Priya ");
    form.set("age", "31");
    form.set("photo", new Blob(["x"]), "photo.png");
    expect(formValues(form)).toEqual({ name: " Priya ", age: "31" });
    expect(parseForm(schema, form)).toEqual({ ok: true, value: { name: "Priya", age: 31 } });
  });

  it("gives the first message of each field, and a whole-form one under `form`", () => {
    expect(parseForm(schema, { name: "P", age: "3.5" })).toEqual({
      ok: false,
      fieldErrors: { name: "Too short.", age: "Whole years." },
    });
    expect(parseForm(schema, { name: "Priya", age: "200" })).toEqual({
      ok: false,
      fieldErrors: { form: "Check the age." },
    });
  });
});
