import { createTransport } from "nodemailer";
import { attributionFields, type Attribution } from "#common/attribution.ts";
import { brand } from "#app/content/brand.ts";
import { contact } from "#app/content/contact.ts";
import { seedContent } from "#app/content/live/seed.ts";
import type { ContactDetails } from "#app/content/live/schema.ts";
import { istTime } from "#common/ist-time.ts";
import { phoneLinks } from "#common/phone-links.ts";
import type { Forwarder } from "./forwarders";
import type { Destination, StoredSubmission } from "./types";

export type RenderedEmail = { subject: string; text: string; html: string; replyTo: string };

export type SmtpOptions = {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 */
  smtpUrl: string;
  /** The sender, e.g. "Arivu Website <noreply@arivutech.in>". */
  from: string;
  /** Public origin of the site: the inbox links and the Message-ID's domain. */
  siteUrl: string;
  /** Connection, greeting and socket timeouts each (default 10 s). */
  timeoutMs?: number;
};

const TIMEOUT_MS = 10_000;

const attributionLabels: Record<keyof Attribution, string> = {
  firstLandingPage: "First landing page",
  firstReferrer: "First referrer",
  firstSeenAt: "First seen",
  utmSource: "UTM source",
  utmMedium: "UTM medium",
  utmCampaign: "UTM campaign",
  utmTerm: "UTM term",
  utmContent: "UTM content",
  gclid: "Google Ads click ID (gclid)",
  fbclid: "Meta click ID (fbclid)",
  msclkid: "Microsoft Ads click ID (msclkid)",
  landingPage: "Landing page (this visit)",
  page: "Sent from page",
};

const KIND_TITLES: Record<StoredSubmission["kind"], string> = {
  enquiry: "Enquiry",
  lead: "Chat lead",
  booking: "Booking",
};
const SOURCE_WORDS: Record<StoredSubmission["source"], string> = {
  "contact-form": "the contact form",
  chatbot: "the chat assistant",
  booking: "the booking form",
};

type Row = [label: string, value: string | undefined];
type Section = { title: string; rows: Row[] };
type Link = { label: string; href: string };

/** The notice to sales: every field, where the visitor came from, and one-click ways to answer. */
export function renderLeadEmail(record: StoredSubmission, siteUrl: string): RenderedEmail {
  const subject =
    record.kind === "lead"
      ? `New lead: ${oneLine(record.service ?? "General")} from ${oneLine(record.name)}`
      : record.kind === "booking"
        ? `New booking: ${oneLine(record.subject ?? record.courseInterest ?? "A batch")} from ${oneLine(record.name)}`
        : `New enquiry: ${oneLine(record.interestType ?? "Other")} from ${oneLine(record.name)}`;
  const phone = phoneLinks(record.phone);
  const links: Link[] = [
    { label: "Open in the inbox", href: inboxLink(siteUrl, record.id) },
    {
      label: `Reply by e-mail to ${record.email}`,
      href: `mailto:${encodeURIComponent(record.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(`Re: ${subject}`)}`,
    },
    ...(phone?.whatsapp ? [{ label: "Chat on WhatsApp", href: phone.whatsapp }] : []),
    ...(phone ? [{ label: `Call ${record.phone}`, href: phone.tel }] : []),
  ];
  const { attribution } = record;
  const sections: Section[] = [
    {
      title: KIND_TITLES[record.kind],
      rows: [
        ["Name", record.name],
        ["Email", record.email],
        ["Phone", record.phone],
        ["Interest", record.interestType],
        ["Course", record.courseInterest],
        ["Course wanted (Other)", record.courseOther],
        ["Subject", record.subject],
        ["Service", record.service],
        ["Message", record.message],
      ],
    },
    {
      title: "Where they came from",
      rows: [
        ["Traffic source", record.trafficSource],
        ...attributionFields.map((f): Row => [
          attributionLabels[f],
          f === "firstSeenAt" ? time(attribution[f]) : attribution[f],
        ]),
      ],
    },
    {
      title: "Record",
      rows: [
        ["Reference", record.id],
        ["Received", time(record.createdAt)],
        ["Sent with", SOURCE_WORDS[record.source]],
        ["Consent", `privacy notice version ${record.consentVersion}, accepted ${time(record.consentAt)}`],
      ],
    },
  ];
  const heading = `New ${KIND_TITLES[record.kind].toLowerCase()} from ${record.name}`;
  return {
    subject,
    replyTo: record.email,
    text: renderText(heading, links, sections),
    html: renderHtml(subject, heading, links, sections),
  };
}

/** The company's contact details as published at /admin/content. */
export type ContactSource = () => ContactDetails;
export const builtContact: ContactSource = () => seedContent().contact;

/**
 * The thank-you to the visitor, signed with the company's contact details. No text of theirs
 * is echoed: the form must not relay someone else's words to any address.
 */
export function renderConfirmation(
  record: StoredSubmission,
  siteUrl: string,
  details: ContactDetails = builtContact(),
): RenderedEmail {
  const subject = `We received your ${record.kind === "lead" ? "request" : "enquiry"} (${brand.shortName})`;
  const paragraphs = [
    `Thank you for contacting ${brand.productName}. ${contact.responsePromise}`,
    `Your reference is ${record.id}. Please quote it if you write or call us about this ${record.kind === "lead" ? "request" : "enquiry"}.`,
    `You can also reply to this e-mail, write to ${details.email} or call ${details.phones.join(" or ")} (${details.officeHours}).`,
  ];
  const site = siteUrl.replace(/\/+$/, "");
  const text = ["Hello,", "", ...paragraphs.flatMap((p) => [p, ""]), brand.productName, site, ""].join("\n");
  const body = [
    `<p style="margin:0 0 12px">Hello,</p>`,
    ...paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`),
    `<p style="margin:0">${escapeHtml(brand.productName)}<br><a href="${escapeHtml(site)}" style="color:#0b57d0">${escapeHtml(site)}</a></p>`,
  ].join("\n");
  return { subject, replyTo: details.email, text, html: htmlDocument(subject, body) };
}

/** Sends the notice of each record to sales (`to`), answerable straight to the visitor. */
export function emailForwarder(options: SmtpOptions & { to: string[] }): Forwarder {
  const send = smtpSender(options);
  return {
    destination: "email",
    async send(record) {
      const mail = renderLeadEmail(record, options.siteUrl);
      await send(record, "email", options.to, {
        ...mail,
        replyTo: { name: oneLine(record.name), address: mail.replyTo },
      });
    },
  };
}

/** Sends the thank-you to the visitor who wrote. */
export function confirmationForwarder(options: SmtpOptions & { contact?: ContactSource }): Forwarder {
  const send = smtpSender(options);
  const details = options.contact ?? builtContact;
  return {
    destination: "confirmation",
    async send(record) {
      const mail = renderConfirmation(record, options.siteUrl, details());
      await send(record, "confirmation", [record.email], {
        ...mail,
        replyTo: { name: brand.productName, address: mail.replyTo },
      });
    },
  };
}

type Message = {
  subject: string;
  text: string;
  html: string;
  replyTo: { name: string; address: string };
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

/** A nodemailer transport for SMTP_URL with short timeouts; not pooled, so nothing stays open between messages. */
export function smtpTransport(smtpUrl: string, timeoutMs = TIMEOUT_MS) {
  return createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
}

/** One transport per forwarder. Rejects with the server's answer. */
export function smtpSender({ smtpUrl, from, siteUrl, timeoutMs }: SmtpOptions) {
  const transport = smtpTransport(smtpUrl, timeoutMs);
  const host = new URL(siteUrl).hostname;
  return async (
    record: StoredSubmission,
    kind: Destination,
    to: string[],
    message: Message,
  ): Promise<void> => {
    await transport.sendMail({
      ...message,
      from,
      to,
      // The same id on every attempt: a repeat after a crash (at-least-once edge) is recognisable, and threads together.
      messageId: `<${record.id}.${kind}@${host}>`,
      // RFC 3834: out-of-office replies must not go to the visitor (Reply-To) or back to us.
      headers: { "Auto-Submitted": "auto-generated" },
    });
  };
}

export function inboxLink(siteUrl: string, id: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/admin/submissions/${encodeURIComponent(id)}`;
}

/** "21 Nov 2026, 15:30 IST (2026-11-21 10:00 UTC)"; a value that is not a date is shown as it came. */
function time(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${istTime(iso)} (${date.toISOString().slice(0, 16).replace("T", " ")} UTC)`;
}

/** Header values come from visitors: no line breaks, no runs of spaces. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

function present(rows: Row[]): [string, string][] {
  return rows.filter((r): r is [string, string] => typeof r[1] === "string" && r[1].trim() !== "");
}

function renderText(heading: string, links: Link[], sections: Section[]): string {
  const lines = [heading, "", ...links.map((l) => `${l.label}: ${l.href}`)];
  for (const s of sections) {
    lines.push("", s.title.toUpperCase());
    // A multi-line message is indented under its label so it cannot pass for another field.
    for (const [label, value] of present(s.rows))
      lines.push(
        value.includes("\n") ? `${label}:\n  ${value.replace(/\r?\n/g, "\n  ")}` : `${label}: ${value}`,
      );
  }
  return `${lines.join("\n")}\n`;
}

const cell = "padding:6px 10px;border:1px solid #d0d7de;text-align:left;vertical-align:top";

function renderHtml(title: string, heading: string, links: Link[], sections: Section[]): string {
  const actions = links
    .map(
      (l) =>
        `<a href="${escapeHtml(l.href)}" style="color:#0b57d0;margin-right:16px">${escapeHtml(l.label)}</a>`,
    )
    .join("\n");
  const tables = sections.map((s) => {
    const rows = present(s.rows)
      .map(
        ([label, value]) =>
          `<tr><th scope="row" style="${cell};background:#f6f8fa;width:30%;font-weight:600">${escapeHtml(label)}</th><td style="${cell};white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
      )
      .join("\n");
    return `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(s.title)}</h2>\n<table style="border-collapse:collapse;width:100%;max-width:720px;font-size:14px">\n${rows}\n</table>`;
  });
  return htmlDocument(
    title,
    [
      `<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(heading)}</h1>`,
      `<p style="margin:0 0 8px;line-height:1.8">${actions}</p>`,
      ...tables,
    ].join("\n"),
  );
}

/** A minimal HTML email around `body`. */
export function htmlDocument(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:16px;background:#ffffff;color:#1f2328;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5">
${body}
</body>
</html>
`;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
