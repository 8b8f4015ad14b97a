import { formatRupees } from "#common/booking/gst.ts";
import type { PriceSummary } from "#common/booking/price.ts";
import { formatStartDate } from "#common/batches/generate-batches.ts";

/**
 * The fee, its GST and the total, before anything is paid. The total is the same in every
 * state (18%); until a state is chosen the split is explained instead of shown.
 */
export function PriceSummaryTable({
  price,
  stateChosen,
  startDate,
}: {
  price: PriceSummary;
  stateChosen: boolean;
  startDate: string;
}) {
  const row = (label: string, paise: number, strong = false) => (
    <div
      className={`flex justify-between gap-4 py-1.5 ${strong ? "border-t border-slate-300 pt-3 font-bold" : ""}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatRupees(paise)}</dd>
    </div>
  );
  return (
    <section aria-labelledby="price-heading" className="rounded-xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="price-heading" className="text-lg font-semibold text-ink">
        What you pay now
      </h2>
      <dl className="mt-3 text-ink" aria-live="polite" data-testid="price-summary">
        {row(price.plan === "deposit" ? "Seat deposit" : "Course fee", price.taxablePaise)}
        {!stateChosen ? (
          row("GST 18%", price.cgstPaise + price.sgstPaise + price.igstPaise)
        ) : price.igstPaise > 0 ? (
          row("IGST 18%", price.igstPaise)
        ) : (
          <>
            {row("CGST 9%", price.cgstPaise)}
            {row("SGST 9%", price.sgstPaise)}
          </>
        )}
        {row("Total", price.totalPaise, true)}
      </dl>
      <p className="mt-2 text-sm text-slate-600">
        {stateChosen
          ? "GST as your billing state decides it: CGST and SGST in Tamil Nadu, IGST from any other state."
          : "Choose your billing state: in Tamil Nadu the GST is CGST 9% + SGST 9%, from any other state IGST 18%."}
      </p>
      {price.plan === "deposit" && (
        <p className="mt-2 text-sm text-slate-700">
          Balance of {formatRupees(price.balancePaise)} + GST due before the batch starts on{" "}
          <time dateTime={startDate}>{formatStartDate(startDate)}</time>.
        </p>
      )}
    </section>
  );
}
