import type { AppLoadContext } from "react-router";
import { filterQuery, parseFilter, storeFilter } from "#server/admin/filters.ts";
import { interestTypes } from "#common/enquiry/enquiry-fields.ts";
import { istTime } from "#common/ist-time.ts";
import type { LeadStatus, StoredSubmission } from "#server/leads/types.ts";
import { deliveryState, pipeline, statusLabels } from "./labels";
import { requireUser } from "./session.server";

export const PAGE_SIZE = 50;

const notices: Record<string, string> = { deleted: "The record was erased." };

/** A row of the list: only what it shows, not the whole record. */
function row(s: StoredSubmission) {
  return {
    id: s.id,
    received: istTime(s.createdAt),
    name: s.name,
    kind: s.kind,
    interest: [s.interestType ?? s.service, s.courseInterest].filter(Boolean).join(" · "),
    subject: s.subject,
    status: s.status,
    source: s.trafficSource,
    campaign: s.attribution?.utmCampaign,
    delivery: deliveryState(s.deliveries),
  };
}
export type InboxRow = ReturnType<typeof row>;

/** The list at /admin: one page of records, the per-status tabs and the per-source counts, all under the URL's filters. */
export async function inboxList(request: Request, context: AppLoadContext) {
  const { admin } = await requireUser(context, request);
  const url = new URL(request.url);
  const filter = parseFilter(url.searchParams);
  const [{ items, total }, counts] = await Promise.all([
    admin.store.list({ ...storeFilter(filter), limit: PAGE_SIZE, offset: (filter.page - 1) * PAGE_SIZE }),
    admin.store.counts(storeFilter(filter)),
  ]);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const tab = (status: LeadStatus | undefined, label: string, count: number) => ({
    label,
    count,
    href: `/admin${filterQuery(filter, { status })}`,
    current: filter.status === status,
  });
  return {
    filter,
    // From here rather than imported by the form, so the public pages' chunks stay as they were.
    interestOptions: interestTypes,
    rows: items.map(row),
    total,
    first: total === 0 ? 0 : (filter.page - 1) * PAGE_SIZE + 1,
    last: Math.min(total, filter.page * PAGE_SIZE),
    page: filter.page,
    pages,
    tabs: [
      // "All" is the working inbox: everything but spam.
      tab(
        undefined,
        "All",
        pipeline.reduce((sum, s) => sum + (counts.byStatus[s] ?? 0), 0),
      ),
      ...[...pipeline, "spam" as const].map((s) => tab(s, statusLabels[s], counts.byStatus[s] ?? 0)),
    ],
    sources: counts.bySource.map(({ source, count }) => ({
      source,
      count,
      href: `/admin${filterQuery(filter, { source })}`,
      current: filter.source === source,
    })),
    links: {
      anySource: filter.source ? `/admin${filterQuery(filter, { source: undefined })}` : undefined,
      csv: `/admin/export.csv${filterQuery(filter, { page: undefined })}`,
      previous: filter.page > 1 ? `/admin${filterQuery(filter, { page: filter.page - 1 })}` : undefined,
      next: filter.page < pages ? `/admin${filterQuery(filter, { page: filter.page + 1 })}` : undefined,
    },
    notice: notices[url.searchParams.get("notice") ?? ""],
  };
}
export type InboxListData = Awaited<ReturnType<typeof inboxList>>;
