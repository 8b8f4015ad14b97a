import type { Route } from "./+types/it-training.batch-calendar.$file";
import { calendarBatch } from "#app/content/live/calendar-batches.ts";
import { calendarFileResponse } from "#app/features/batches/calendar-event.server.ts";
import { liveContent } from "#app/lib/live-content.server.ts";
import { parseBatchFile } from "#common/batches/batch-file.ts";

/**
 * GET /it-training/batch-calendar/ccna-2027-04-05-weekday.ics: the batch's first session as a
 * calendar file ("Add to calendar" on the batch calendar). The batch is one the page shows, from
 * the same content; any other address is answered 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const key = parseBatchFile(params.file);
  const { content } = await liveContent(context);
  const batch = key && calendarBatch(content, key);
  if (!batch)
    return new Response(
      "There is no such batch. See the upcoming batches at /it-training/batch-calendar.\n",
      { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "X-Robots-Tag": "noindex" } },
    );
  return calendarFileResponse(batch);
}
