import { buttonVariants } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { batchFilePath, icsFileName } from "#common/batches/batch-file.ts";
import type { Batch } from "#common/batches/generate-batches.ts";

/**
 * Downloads an .ics event for the batch's first session, made by the server: a plain link,
 * so it works from the first paint, before the page's code has run. Tapped, it shows the file
 * is on its way until it may have come (early-file-link.ts).
 */
export function AddToCalendarButton({ batch }: { batch: Batch }) {
  return (
    <a
      href={batchFilePath(batch)}
      download={icsFileName(batch)}
      rel="nofollow"
      data-file-link=""
      className={buttonVariants({ variant: "outline", size: "sm" })}
    >
      <Icon name="CalendarPlus" className="h-4 w-4" />
      Add to calendar
      <span className="sr-only">: {batch.course} batch</span>
    </a>
  );
}
