/**
 * GST on a seat (SAC 999293, commercial training and coaching, 18%). Within the supplier's
 * state the tax is split CGST 9% + SGST 9%; from any other state it is IGST 18%. Amounts are
 * whole paise, each tax rounded to the nearest paisa.
 */
export const SUPPLIER_STATE = "Tamil Nadu";
export const SAC_CODE = "999293";
export const GST_PERCENT = 18;

export type GstBreakdown = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

export function gstFor(taxablePaise: number, billingState: string): GstBreakdown {
  const half = Math.round((taxablePaise * GST_PERCENT) / 2 / 100);
  const intraState = billingState === SUPPLIER_STATE;
  const cgstPaise = intraState ? half : 0;
  const sgstPaise = intraState ? half : 0;
  const igstPaise = intraState ? 0 : Math.round((taxablePaise * GST_PERCENT) / 100);
  return {
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    totalPaise: taxablePaise + cgstPaise + sgstPaise + igstPaise,
  };
}

/** "₹21,240.00" in Indian grouping, for pages, emails and the invoice. */
export function formatRupees(paise: number): string {
  return new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: 2,
  }).format(paise / 100);
}
