import type { z } from "zod";
import { data } from "react-router";

/**
 * The one way every form checks what it was sent, on the server (route actions) and in the
 * browser: a zod schema over the form's text values. No zod import here at run time (the
 * schema brings its own), so browser code that only needs the types pays nothing for it.
 */

/** The first message of each field that failed, keyed by the field's name. */
export type FieldErrors<Name extends string = string> = Partial<Record<Name, string>>;

export type FormParse<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors };

/**
 * Set by the server on a page post whose body was over its limit (server/http/request-body.ts):
 * the body was read and dropped, and the action gets none.
 */
export const BODY_TOO_LARGE_HEADER = "x-body-too-large";

export const BODY_TOO_LARGE_MESSAGE = "What was sent is too large for this form. Shorten it and try again.";

/** True when the server dropped this post's body as too large. */
export const bodyTooLarge = (request: Request) => request.headers.has(BODY_TOO_LARGE_HEADER);

/**
 * The request's form; a body that is not one reads as an empty form, so it is refused as bad
 * input, never a 500. A body too large to read is a 413 with BODY_TOO_LARGE_MESSAGE (the
 * error page of the route, as no form's fields are left to show it under).
 */
export async function requestForm(request: Request): Promise<FormData> {
  if (bodyTooLarge(request))
    throw data(BODY_TOO_LARGE_MESSAGE, { status: 413, statusText: "Content Too Large" });
  return request.formData().catch(() => new FormData());
}

/** A form's text values (files are dropped), as a schema expects them. */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  return values;
}

/**
 * Parses a form's values with `schema`. On failure gives the first message per field (an issue
 * for the whole form, with no path, is keyed "form").
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  input: FormData | Record<string, unknown>,
): FormParse<z.output<S>> {
  const result = schema.safeParse(input instanceof FormData ? formValues(input) : input);
  if (result.success) return { ok: true, value: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}

/** What a refused form post answers: why, per field or for the form, and what was typed (never passwords). */
export type FormReply<Intent extends string = string> = {
  intent?: Intent;
  /** A message for the form as a whole (shown above or below it, not under one field). */
  error?: string;
  fieldErrors?: FieldErrors;
  values?: Record<string, string>;
};
