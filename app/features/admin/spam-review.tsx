import { Form } from "react-router";
import type { SpamReason } from "#server/leads/types.ts";
import { Button } from "#app/components/ui/button.tsx";
import { spamReasonText } from "./labels";
import { usePending } from "#app/lib/use-pending.ts";

/** Why the record was held as spam, and the way out: "Not spam" moves it to New and sends its deliveries. */
export function SpamReview({ reasons }: { reasons: SpamReason[] }) {
  const releasing = usePending({ intent: "not-spam" });
  return (
    <div className="space-y-3">
      <p>It was stored but not forwarded, because:</p>
      <ul className="list-disc space-y-1 pl-5">
        {reasons.length ? (
          reasons.map((r) => <li key={r}>{spamReasonText[r] ?? r}</li>)
        ) : (
          <li>It was marked as spam.</li>
        )}
      </ul>
      <Form method="post">
        <input type="hidden" name="intent" value="not-spam" />
        <Button type="submit" disabled={releasing}>
          Not spam
        </Button>
      </Form>
    </div>
  );
}
