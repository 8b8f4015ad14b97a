/**
 * `?preview` on a page or its `.data`: a signed-in editor sees the unpublished draft there
 * (server/content/index.ts), anyone else the live content.
 */
export const asksForPreview = (req: { query: Record<string, unknown> }): boolean =>
  req.query.preview !== undefined;
