import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { wrapAnywhere } from "./form-styles";
import type { DeliveryView } from "./detail-fields.server";
import { destinationLabels } from "./labels";
import { usePending } from "#app/lib/use-pending.ts";

const statusTone = {
  failed: "text-red-800 font-semibold",
  pending: "text-amber-900",
  delivered: "text-green-800",
};

/** One card per destination (they fit a phone, unlike a five-column table), and Retry when any failed. */
export function Deliveries({ deliveries, spam }: { deliveries: DeliveryView[]; spam: boolean }) {
  const retrying = usePending({ intent: "retry" });
  if (!deliveries.length) {
    return (
      <p>
        {spam
          ? "Held back as spam: nothing is forwarded until it is marked as not spam."
          : "Not forwarded: no destination is configured."}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <ul className="grid gap-3 sm:grid-cols-2">
        {deliveries.map((d) => (
          <li key={d.destination} className="rounded-lg border border-slate-200 p-3 text-sm">
            <p className="font-semibold text-ink">{destinationLabels[d.destination]}</p>
            <p className={cn("mt-1", statusTone[d.status])}>
              {d.status === "failed" ? "Failed" : d.status === "pending" ? "Pending" : "Delivered"} after{" "}
              {d.attempts} {d.attempts === 1 ? "attempt" : "attempts"}
            </p>
            {d.delivered && <p className="text-slate-600">Delivered {d.delivered}</p>}
            {d.status === "pending" && d.nextAttempt && (
              <p className="text-slate-600">Next attempt {d.nextAttempt}</p>
            )}
            {d.lastError && <p className={`mt-1 text-red-800 ${wrapAnywhere}`}>Last error: {d.lastError}</p>}
          </li>
        ))}
      </ul>
      {deliveries.some((d) => d.status === "failed") && (
        <Form method="post">
          <input type="hidden" name="intent" value="retry" />
          <Button type="submit" disabled={retrying}>
            Retry failed deliveries
          </Button>
        </Form>
      )}
    </div>
  );
}
