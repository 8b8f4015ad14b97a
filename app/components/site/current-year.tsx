import { useHydrated } from "#app/lib/use-hydrated.ts";

/**
 * The visitor's current year. Prerendered HTML carries the build year; after hydration the
 * span is re-created (new key) so the browser's year replaces it without a mismatch warning.
 */
export function CurrentYear() {
  const hydrated = useHydrated();
  return (
    <span key={hydrated ? "browser" : "server"} suppressHydrationWarning>
      {new Date().getFullYear()}
    </span>
  );
}
