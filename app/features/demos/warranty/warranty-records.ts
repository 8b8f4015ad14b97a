import type { WarrantyRecord } from "#app/content/schema.ts";

/** The demo's sample warranty register, keyed by serial number (upper case). */
export const warrantyRecords: Record<string, WarrantyRecord> = {
  "ARV-RTR-2023-0001": {
    serial: "ARV-RTR-2023-0001",
    productName: "Cisco ISR 4331 Enterprise Router",
    status: "Active",
    purchaseDate: "2023-01-15",
    expiryDate: "2026-01-14",
  },
  "ARV-FW-2022-0417": {
    serial: "ARV-FW-2022-0417",
    productName: "FortiGate 100F Firewall",
    status: "Active",
    purchaseDate: "2022-07-20",
    expiryDate: "2025-07-19",
  },
  "ARV-AP-2020-1123": {
    serial: "ARV-AP-2020-1123",
    productName: "Cisco Catalyst 9120 Access Point",
    status: "Expired",
    purchaseDate: "2020-11-01",
    expiryDate: "2023-10-31",
  },
};

/** Serials offered as one-click examples. */
export const exampleSerials = Object.keys(warrantyRecords);
