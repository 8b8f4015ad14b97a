import { useSiteConfig } from "#app/components/site/use-site-config.ts";

/** Tells a signed-in editor that this page shows the unpublished draft (`?preview`), not the live site. */
export function PreviewBanner() {
  if (!useSiteConfig().preview) return null;
  return (
    <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
      Preview of the unpublished draft: visitors see the published version.{" "}
      <a href="/admin/content" className="font-semibold underline">
        Back to the editor
      </a>
    </p>
  );
}
