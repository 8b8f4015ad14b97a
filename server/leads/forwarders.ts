import { createHmac } from "node:crypto";
import { brand } from "#app/content/brand.ts";
import type { Destination, StoredSubmission } from "./types";

/** Sends one record to one destination; resolves when the destination accepted it, throws otherwise. */
export type Forwarder = {
  destination: Destination;
  send(record: StoredSubmission): Promise<void>;
};

const TIMEOUT_MS = 10_000;

/** The SPEC §7 body for the form-collection service: every field, a composed subject, reply-to and a source marker. */
export function formBody(r: StoredSubmission): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    name: r.name,
    email: r.email,
    phone: r.phone,
    ...(r.kind !== "lead"
      ? {
          interestType: r.interestType,
          courseInterest: r.courseInterest,
          courseOther: r.courseOther,
          subject: r.subject,
        }
      : { service: r.service }),
    message: r.message,
    _subject:
      r.kind === "lead"
        ? `New Lead: ${r.service ?? "General"}`
        : r.kind === "booking"
          ? `${brand.productName} - Booking - ${r.subject ?? ""}`
          : `${brand.productName} - ${r.interestType ?? "Other"} - ${r.subject || "General Enquiry"}`,
    _replyto: r.email,
    _source: "arivu-website",
    source: r.source,
    consentVersion: r.consentVersion,
    consentAt: r.consentAt,
    // Lets sales match the e-mail with the record in the inbox.
    reference: r.id,
    submittedAt: r.createdAt,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ""),
  );
}

export function formForwarder(endpoint: string, timeoutMs = TIMEOUT_MS): Forwarder {
  return {
    destination: "form",
    async send(record) {
      const res = await fetch(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(formBody(record)),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      const reply = parseJson(text);
      // The service answers { ok, error }: a 2xx carrying ok:false is still a refusal.
      if (!res.ok || reply?.ok === false) {
        throw new Error(
          typeof reply?.error === "string" && reply.error
            ? reply.error
            : `HTTP ${res.status} ${text.slice(0, 200)}`.trim(),
        );
      }
    },
  };
}

/** The JSON record sent to the webhook (the deliveries' and the inbox's own state stay private). */
export function webhookBody(r: StoredSubmission): string {
  const {
    deliveries: _deliveries,
    idempotencyKey: _key,
    owner: _owner,
    followUpAt: _followUp,
    lastActivityAt: _activity,
    read: _read,
    ...record
  } = r;
  return JSON.stringify({ event: `${r.kind}.created`, ...record });
}

export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

export function webhookForwarder(url: string, secret: string | undefined, timeoutMs = TIMEOUT_MS): Forwarder {
  return {
    destination: "webhook",
    async send(record) {
      const body = webhookBody(record);
      const headers: Record<string, string> = {
        "Content-Type": "application/json",
        // The same value on every attempt: a receiver that saw it already can ignore a repeat.
        "X-Arivu-Delivery": `${record.id}:webhook`,
      };
      if (secret) headers["X-Arivu-Signature"] = signBody(body, secret);
      const res = await fetch(url, { method: "POST", headers, body, signal: AbortSignal.timeout(timeoutMs) });
      if (!res.ok) throw new Error(`HTTP ${res.status} ${(await res.text()).slice(0, 200)}`.trim());
      await res.body?.cancel();
    },
  };
}

function parseJson(text: string): { ok?: unknown; error?: unknown } | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as { ok?: unknown; error?: unknown }) : undefined;
  } catch {
    return undefined;
  }
}
