import { Icon } from "#app/components/ui/icon.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { SEARCH_DIALOG_ID } from "./search-dialog-id";

/**
 * Opens the site search (search-dialog.tsx), natively: it answers the first tap before the page
 * is live. The variant tells which button gets focus back when the search closes.
 */
export function SearchButton({ variant }: { variant: "desktop" | "mobile" }) {
  return (
    <button
      type="button"
      aria-label="Search"
      aria-haspopup="dialog"
      popoverTarget={SEARCH_DIALOG_ID}
      data-search-button={variant}
      className={buttonVariants({ variant: "ghost", size: "icon" })}
    >
      <Icon name="Search" className="size-5" />
    </button>
  );
}
