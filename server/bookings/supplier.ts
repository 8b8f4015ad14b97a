import { brand } from "#app/content/brand.ts";
import type { SiteContent } from "#app/content/live/schema.ts";
import { SUPPLIER_STATE } from "#common/booking/gst.ts";
import type { Supplier } from "./invoice";

/** The company as its invoices name it: the billing details' name and GSTIN, the contact details' address. */
export function supplierOf({ contact, billing }: Pick<SiteContent, "contact" | "billing">): Supplier {
  return {
    legalName: billing.legalName,
    address: [
      contact.street,
      `${contact.locality}, ${brand.address.city}, ${contact.region} ${contact.postalCode}`,
    ],
    gstin: billing.gstin,
    state: SUPPLIER_STATE,
  };
}
