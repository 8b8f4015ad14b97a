import { useId, type FormEvent, type ReactNode } from "react";
import type { WarrantyRecord } from "#app/content/schema.ts";
import { demos } from "#app/content/services.ts";
import { Button } from "#app/components/ui/button.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { cn } from "#app/lib/utils.ts";
import { DemoShell } from "#app/features/demos/demo-shell.tsx";
import { formatWarrantyDate } from "./warranty-lookup";
import { exampleSerials } from "./warranty-records";
import { useWarrantyLookup } from "./use-warranty-lookup";

const info = demos["warranty-bot"];

/** Checks a device's warranty by serial number against the sample register. */
export function WarrantyDemo({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { state, dispatch } = useWarrantyLookup();
  const hydrated = useHydrated();
  const inputId = useId();
  const examplesId = useId();
  const checking = state.status === "checking";

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    dispatch({ type: "submit" });
  }

  return (
    <DemoShell
      id="warranty-bot-demo"
      iconClass="ShieldCheck"
      title={info.title}
      description={info.description}
      headingLevel={headingLevel}
      error={state.error}
      result={
        checking ? (
          <p className="text-slate-600">Checking the warranty register...</p>
        ) : (
          state.record && <WarrantyDetails record={state.record} />
        )
      }
    >
      <form onSubmit={submit} noValidate aria-label="Warranty lookup">
        <label htmlFor={inputId} className="block font-semibold text-ink">
          Serial number
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            id={inputId}
            name="serial"
            value={state.serial}
            onChange={(e) => dispatch({ type: "input", value: e.target.value })}
            disabled={checking}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="e.g. ARV-RTR-2023-0001"
            className="h-11 w-full min-w-0 rounded-lg sm:flex-1 border border-slate-400 px-3 text-ink placeholder:text-slate-500 disabled:bg-slate-100"
          />
          <Button
            type="submit"
            disabled={checking || (hydrated && state.serial.trim() === "")}
            aria-busy={checking}
            data-tap-pending=""
          >
            {checking ? "Checking..." : "Check Warranty"}
          </Button>
        </div>
        <div role="group" aria-labelledby={examplesId} className="mt-4 flex flex-wrap items-center gap-2">
          <span id={examplesId} className="text-sm text-slate-600">
            Try an example serial:
          </span>
          {exampleSerials.map((serial) => (
            <Button
              key={serial}
              variant="outline"
              size="sm"
              disabled={checking}
              onClick={() => dispatch({ type: "example", serial })}
              className="font-mono"
            >
              {serial}
            </Button>
          ))}
        </div>
      </form>
    </DemoShell>
  );
}

function WarrantyDetails({ record }: { record: WarrantyRecord }) {
  const active = record.status === "Active";
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <p className="font-semibold text-ink">Warranty details</p>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <Row term="Product">{record.productName}</Row>
        <Row term="Status">
          <span
            className={cn(
              "inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold",
              active ? "bg-green-100 text-green-900" : "bg-red-100 text-red-900",
            )}
          >
            {record.status}
          </span>
        </Row>
        <Row term="Serial number">{record.serial}</Row>
        <Row term="Purchase date">{formatWarrantyDate(record.purchaseDate)}</Row>
        <Row term="Expiry date">{formatWarrantyDate(record.expiryDate)}</Row>
      </dl>
    </div>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-medium text-ink">{children}</dd>
    </>
  );
}
