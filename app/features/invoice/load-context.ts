declare module "react-router" {
  interface AppLoadContext {
    /**
     * Booking `id`'s tax invoice as a download, or a 404 answer while it has none
     * (server/bookings/invoice-download.ts). Absent while prerendering.
     */
    invoiceDownload?: (id: string) => Promise<Response>;
  }
}

export {};
