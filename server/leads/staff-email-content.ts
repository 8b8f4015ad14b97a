import { istTime } from "#common/ist-time.ts";
import { escapeHtml, htmlDocument, inboxLink } from "./email";
import type { StaffMember, StoredSubmission } from "./types";

type Rendered = { subject: string; text: string; html: string };
type Item = { label: string; detail: string; href: string };

const KIND_WORDS: Record<StoredSubmission["kind"], string> = {
  enquiry: "enquiry",
  lead: "chat lead",
  booking: "booking",
};
const kindWord = (s: Pick<StoredSubmission, "kind">) => KIND_WORDS[s.kind];
const oneLine = (v: string) => v.replace(/\s+/g, " ").trim();
const interestOf = (s: Pick<StoredSubmission, "interestType" | "service" | "courseInterest">) =>
  [s.interestType ?? s.service, s.courseInterest].filter(Boolean).join(" · ");

function render(
  subject: string,
  paragraphs: string[],
  sections: { title: string; items: Item[] }[],
): Rendered {
  const text = [
    ...paragraphs,
    ...sections.flatMap((s) => [
      s.title,
      ...s.items.map((i) => `- ${i.label}${i.detail ? ` (${i.detail})` : ""}: ${i.href}`),
    ]),
  ].join("\n\n");
  const body = [
    ...paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`),
    ...sections.map(
      (s) =>
        `<h2 style="font-size:16px;margin:16px 0 8px">${escapeHtml(s.title)}</h2>\n<ul style="margin:0;padding-left:20px">${s.items
          .map(
            (i) =>
              `<li style="margin:0 0 6px"><a href="${escapeHtml(i.href)}" style="color:#0b57d0">${escapeHtml(i.label)}</a>${i.detail ? ` (${escapeHtml(i.detail)})` : ""}</li>`,
          )
          .join("")}</ul>`,
    ),
  ].join("\n");
  return { subject, text: `${text}\n`, html: htmlDocument(subject, body) };
}

/** To the person a record was given to: who it is, what they want, and the link to it. */
export function renderAssignmentEmail(
  record: StoredSubmission,
  to: Pick<StaffMember, "name">,
  by: string | null | undefined,
  siteUrl: string,
): Rendered {
  const name = oneLine(record.name);
  const subject = `Assigned to you: ${kindWord(record)} from ${name}`;
  const interest = interestOf(record);
  return render(
    subject,
    [
      `Hello ${to.name},`,
      `${by ? by : "The inbox, in turn among the sales team,"} gave you the ${kindWord(record)} from ${name}${interest ? ` (${interest})` : ""}, received ${istTime(record.createdAt)}.`,
    ],
    [
      {
        title: "Open it in the inbox",
        items: [{ label: name, detail: record.phone ?? "", href: inboxLink(siteUrl, record.id) }],
      },
    ],
  );
}

/** The morning list of one salesperson: their follow-ups due today or earlier, and new records nobody has. */
export function renderDigestEmail(
  to: Pick<StaffMember, "name">,
  followUps: StoredSubmission[],
  unassigned: StoredSubmission[],
  siteUrl: string,
): Rendered {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const subject = `Today: ${count(followUps.length, "follow-up", "follow-ups")}, ${count(unassigned.length, "unassigned new lead", "unassigned new leads")}`;
  const item = (s: StoredSubmission, detail: string): Item => ({
    label: oneLine(s.name),
    detail,
    href: inboxLink(siteUrl, s.id),
  });
  const sections = [
    {
      title: "Your follow-ups due today",
      items: followUps.map((s) => item(s, `call back ${istTime(s.followUpAt)}`)),
    },
    {
      title: "New and not assigned to anyone",
      items: unassigned.map((s) =>
        item(s, [interestOf(s), `received ${istTime(s.createdAt)}`].filter(Boolean).join(", ")),
      ),
    },
  ].filter((s) => s.items.length > 0);
  return render(
    subject,
    [
      `Good morning ${to.name},`,
      `Here is what is waiting in the sales inbox: ${siteUrl.replace(/\/+$/, "")}/admin`,
    ],
    sections,
  );
}
