import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { useSiteConfig } from "#app/components/site/use-site-config.ts";
import type { Batch } from "#common/batches/generate-batches.ts";
import type { ListedBatch } from "#app/content/live/batches.ts";

/** Downloads an .ics event for the batch's first session; the generator loads on first click. */
export function AddToCalendarButton({ batch }: { batch: Batch | ListedBatch }) {
  const { siteUrl } = useSiteConfig();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function handleClick() {
    setBusy(true);
    setFailed(false);
    try {
      const { downloadBatchIcs } = await import("./calendar-event");
      await downloadBatchIcs(batch, `${siteUrl}/it-training/batch-calendar`);
    } catch (error) {
      console.error(error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <Button variant="outline" size="sm" onClick={handleClick} disabled={busy}>
        <Icon name="CalendarPlus" className="h-4 w-4" />
        Add to calendar
        <span className="sr-only">: {batch.course} batch</span>
      </Button>
      <p role="status" className="text-sm text-red-700">
        {failed ? "Could not create the calendar file. Please try again." : ""}
      </p>
    </div>
  );
}
