import type { Route } from "./+types/it-training.seats-left";
import { enteredBatches } from "#app/features/batches/calendar-event.server.ts";
import { seatsOf } from "#app/features/booking/seats.server.ts";
import { liveContent } from "#app/lib/live-content.server.ts";

/**
 * GET /it-training/seats-left: the seats left of every bookable upcoming batch, by batch key,
 * read now ({} where this server takes no bookings). Prerendered pages that list batches fill
 * their counts from it, as the batch calendar does from its loader.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { content } = await liveContent(context);
  return Response.json(await seatsOf(context, enteredBatches(content), content.courses), {
    headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}
