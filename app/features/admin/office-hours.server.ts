import type { AppLoadContext } from "react-router";
import { liveContent } from "#app/lib/live-content.server.ts";
import { parseOfficeHours, type OfficeHours } from "#server/reports/office-hours.ts";

/** The office hours the content says now (edited at /admin/content), as the reports and the inbox read them. */
export async function contentOfficeHours(context: AppLoadContext): Promise<OfficeHours> {
  const { content } = await liveContent(context);
  return parseOfficeHours(content.contact.officeHours);
}
