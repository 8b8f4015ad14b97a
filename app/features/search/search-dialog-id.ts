/** The search dialog's element (search-dialog.tsx), which both search buttons open. */
export const SEARCH_DIALOG_ID = "site-search";
