import { enquiryErrors, type FieldErrors } from "./enquiry-fields";

export type SendResult = { ok: true; interest?: string } | { ok: false; error: string; fieldErrors?: FieldErrors };

export const ENQUIRY_API = "/api/enquiries";

/** Posts the enquiry to our server and words the outcome as SPEC §8 says. */
export async function sendEnquiry(payload: Record<string, unknown>, fetchImpl: typeof fetch = fetch): Promise<SendResult> {
  let res: Response;
  try {
    res = await fetchImpl(ENQUIRY_API, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
    });
  } catch {
    return { ok: false, error: enquiryErrors.network };
  }
  const body = (await res.json().catch(() => null)) as { ok?: unknown; error?: unknown; fieldErrors?: FieldErrors; interest?: unknown } | null;
  if (res.ok && body?.ok !== false) {
    return { ok: true, interest: typeof body?.interest === "string" ? body.interest : undefined };
  }
  const error = typeof body?.error === "string" && body.error.trim() !== "" ? body.error : enquiryErrors.server;
  return { ok: false, error, fieldErrors: body?.fieldErrors };
}

/** A fresh key per form fill; randomUUID needs a secure context, so plain http falls back. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
