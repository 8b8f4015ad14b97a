import { brand } from "#app/content/brand.ts";
import type { ContactDetails } from "#app/content/live/schema.ts";
import { SUPPLIER_STATE } from "#common/booking/gst.ts";
import type { Supplier } from "./invoice";

/** The published content's parts an invoice's supplier comes from. */
export type SupplierContent = { contact: ContactDetails; billing?: { legalName: string; gstin: string } };

/** The company as its invoices name it: the billing details' name and GSTIN, the contact details' address. */
export function supplierOf({ contact, billing }: SupplierContent): Supplier {
  return {
    legalName: billing?.legalName ?? brand.legalName,
    address: [
      contact.street,
      `${contact.locality}, ${brand.address.city}, ${contact.region} ${contact.postalCode}`,
    ],
    gstin: billing?.gstin ?? "",
    state: SUPPLIER_STATE,
  };
}
