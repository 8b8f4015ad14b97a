import type { AppLoadContext } from "react-router";
import { filterQuery, parseFilter, storeFilter, type InboxFilter } from "#server/admin/filters.ts";
import { interestTypes } from "#common/enquiry/enquiry-fields.ts";
import { istTime } from "#common/ist-time.ts";
import { phoneLinks } from "#common/phone-links.ts";
import type { InboxView, LeadStatus, StoredSubmission } from "#server/leads/types.ts";
import { isPhone } from "./device.server";
import { contentOfficeHours } from "./office-hours.server";
import { deliveryState, pipeline, statusLabels } from "./labels";
import { requireAccess } from "./session.server";

export const PAGE_SIZE = 50;

const notices: Record<string, string> = { deleted: "The record was erased." };

const sortWords = {
  received: "newest first",
  activity: "last touched first",
  "follow-up": "soonest follow-up first",
} as const;

/** "just now", "12 min", "3 h", "5 d", then the date: how long a record has waited. */
export function age(iso: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - Date.parse(iso)) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h`;
  if (minutes < 30 * 24 * 60) return `${Math.floor(minutes / (24 * 60))} d`;
  return istTime(iso).slice(0, 11);
}

/**
 * Says so when the list is a report figure's records (its filters have no field in the form,
 * and a new filter leaves them). Text from the server: the inbox's scripts do not grow.
 */
function reportNotice(f: InboxFilter): string | undefined {
  const parts = [
    f.origin && `from ${f.origin === "direct" ? "direct visits" : `a ${f.origin}`}`,
    f.course && `course ${f.course}`,
    f.reached && `that reached ${statusLabels[f.reached]}`,
    f.released && "released from spam",
    f.answered && answeredWords(f.answered),
    f.hours &&
      (f.hours === "inside" ? "that came in during office hours" : "that came in outside office hours"),
    f.booked && (f.booked === "any" ? "with a booking" : `booked for course ${f.booked}`),
    f.seat && `seats paid for in batch ${f.seat}`,
    f.paid && "paid for",
  ].filter(Boolean);
  return parts.length > 0 ? `The records a report counts: ${parts.join(", ")}.` : undefined;
}

/** "first answered by asha@…", "answered", "not answered yet". */
function answeredWords(who: string) {
  if (who === "anyone") return "answered";
  if (who === "nobody") return "not answered yet";
  return `first answered by ${who}`;
}

/** A card of the list: only what it shows, not the whole record. */
function card(s: StoredSubmission, now: Date) {
  // Spam gets no way to answer it.
  const phone = s.status === "spam" ? undefined : phoneLinks(s.phone);
  return {
    id: s.id,
    received: istTime(s.createdAt),
    age: age(s.createdAt, now),
    name: s.name,
    kind: s.kind,
    // The inbox is for those who may read the leads: "Other" shows what the visitor wrote.
    interest: [s.interestType ?? s.service, s.courseOther ?? s.courseInterest].filter(Boolean).join(" · "),
    subject: s.subject,
    preview: s.message.replace(/\s+/g, " ").trim().slice(0, 240),
    status: s.status,
    owner: s.owner ? s.owner.name || s.owner.email : undefined,
    followUp: s.followUpAt ? istTime(s.followUpAt) : undefined,
    followUpDue: s.followUpAt !== undefined && Date.parse(s.followUpAt) <= now.getTime(),
    unread: !s.read,
    source: s.trafficSource,
    campaign: s.attribution?.utmCampaign,
    delivery: deliveryState(s.deliveries),
    tel: phone?.tel,
    whatsapp: phone?.whatsapp,
  };
}
export type InboxCard = ReturnType<typeof card>;

/**
 * The list at /admin: one page of records, the lists (Today, Mine, All and each status) with
 * their counts, and the per-source counts, all under the URL's filters. Without a chosen list a
 * phone opens on Today, anything else on All.
 */
export async function inboxList(request: Request, context: AppLoadContext) {
  const { admin, user } = await requireAccess(context, request);
  const url = new URL(request.url);
  const now = new Date();
  const given = parseFilter(url.searchParams);
  const view: InboxView = given.status ? "all" : (given.view ?? (isPhone(request) ? "today" : "all"));
  const filter: InboxFilter = { ...given, view: given.view };
  // Only a report's link asks for office hours.
  const officeHours = filter.hours ? await contentOfficeHours(context) : undefined;
  const who = { me: user.id, now, officeHours };
  const [{ items, total }, counts] = await Promise.all([
    admin.store.list({
      ...storeFilter({ ...filter, view }, who),
      limit: PAGE_SIZE,
      offset: (filter.page - 1) * PAGE_SIZE,
    }),
    admin.store.counts(storeFilter(filter, who)),
  ]);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const tab = (label: string, count: number, change: Partial<InboxFilter>, current: boolean) => ({
    label,
    count,
    href: `/admin${filterQuery(filter, change)}`,
    current,
  });
  const plain = !filter.status;
  return {
    filter,
    view,
    // From here rather than imported by the form, so the public pages' chunks stay as they were.
    interestOptions: interestTypes,
    cards: items.map((s) => card(s, now)),
    total,
    first: total === 0 ? 0 : (filter.page - 1) * PAGE_SIZE + 1,
    last: Math.min(total, filter.page * PAGE_SIZE),
    order: sortWords[filter.sort ?? "received"],
    page: filter.page,
    pages,
    tabs: [
      tab("Today", counts.today, { view: "today", status: undefined }, plain && view === "today"),
      tab("Mine", counts.mine, { view: "mine", status: undefined }, plain && view === "mine"),
      // "All" is the working inbox: everything but spam.
      tab(
        "All",
        pipeline.reduce((sum, s) => sum + (counts.byStatus[s] ?? 0), 0),
        { view: "all", status: undefined },
        plain && view === "all",
      ),
      ...[...pipeline, "spam" as const].map((s: LeadStatus) =>
        tab(statusLabels[s], counts.byStatus[s] ?? 0, { status: s, view: undefined }, filter.status === s),
      ),
    ],
    sources: counts.bySource.map(({ source, count }) => ({
      source,
      count,
      href: `/admin${filterQuery(filter, { source })}`,
      current: filter.source === source,
    })),
    links: {
      anySource: filter.source ? `/admin${filterQuery(filter, { source: undefined })}` : undefined,
      csv: `/admin/export.csv${filterQuery({ ...filter, view: filter.view ?? (view === "all" ? undefined : view) }, { page: undefined })}`,
      previous: filter.page > 1 ? `/admin${filterQuery(filter, { page: filter.page - 1 })}` : undefined,
      next: filter.page < pages ? `/admin${filterQuery(filter, { page: filter.page + 1 })}` : undefined,
    },
    notice: notices[url.searchParams.get("notice") ?? ""] ?? reportNotice(filter),
  };
}
export type InboxListData = Awaited<ReturnType<typeof inboxList>>;
