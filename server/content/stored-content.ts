import type { SiteContent } from "#app/content/live/schema.ts";

type Stored = Partial<Omit<SiteContent, "contact" | "courses">> & {
  contact?: Partial<SiteContent["contact"]> & { phone?: string };
  courses?: (Omit<SiteContent["courses"][number], "track" | "deposit"> & {
    track?: string;
    deposit?: string;
  })[];
};

/**
 * A stored version or draft, as today's schema reads it. Content kept before a part became
 * editable takes that part from the seed: the price tracks, each course's track, the
 * phones (then one `phone`) and the billing details; a course without a deposit takes none. The schema still checks the result.
 */
export function storedContent(json: string, seed: SiteContent): SiteContent {
  const stored = JSON.parse(json) as Stored;
  const seedTrack = new Map(seed.courses.map((c) => [c.id, c.track]));
  const { phone, ...contact } = stored.contact ?? {};
  return {
    ...stored,
    tracks: stored.tracks ?? seed.tracks,
    billing: stored.billing ?? seed.billing,
    courses: stored.courses?.map((c) => ({
      ...c,
      track: c.track ?? seedTrack.get(c.id) ?? "",
      deposit: c.deposit ?? "",
    })),
    contact: { ...contact, phones: contact.phones ?? (phone ? [phone] : undefined) },
  } as SiteContent;
}
