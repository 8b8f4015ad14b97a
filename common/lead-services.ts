/** The services a chat lead can be for (the first three choices; "Something Else" is not a lead). Shared with the server. */
export const LEAD_SERVICES = ["AI Solutions", "IT Training", "IT & Digital Services"] as const;
export type LeadService = (typeof LEAD_SERVICES)[number];
