import type { WarrantyRecord } from "#app/content/schema.ts";
import { warrantyRecords } from "./warranty-records";

/** The simulated lookup time of the demo. */
export const WARRANTY_DELAY_MS = 1500;

export const EMPTY_SERIAL_MESSAGE = "Please enter a serial number.";

export function notFoundMessage(entered: string): string {
  return `No warranty information found for serial number "${entered}". Please check the number and try again.`;
}

/** Finds a record by serial: surrounding spaces and letter case do not matter. */
export function lookupWarranty(serial: string): WarrantyRecord | null {
  return warrantyRecords[serial.trim().toUpperCase()] ?? null;
}

/** "2023-01-15" → "15 January 2023", independent of the visitor's time zone. */
export function formatWarrantyDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
