import type { Route } from "./+types/it-training.seats-left";
import { calendarBatches } from "#app/content/live/calendar-batches.ts";
import { seatsOf } from "#app/features/booking/seats.server.ts";
import { liveContent } from "#app/lib/live-content.server.ts";

/**
 * GET /it-training/seats-left: the seats left of every bookable batch of the calendar, by batch key,
 * read now ({} where this server takes no bookings). Prerendered pages that list batches fill
 * their counts from it, as the batch calendar does from its loader.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { content } = await liveContent(context);
  return Response.json(await seatsOf(context, calendarBatches(content).batches, content.courses), {
    headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}
