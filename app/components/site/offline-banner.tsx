import { useSyncExternalStore } from "react";
import { Icon } from "#app/components/ui/icon.tsx";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** navigator.onLine, followed through the browser's online/offline events; online on the server. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** A status message while the browser is offline; the live region is always present so it is announced. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div
      role="status"
      className={
        online
          ? undefined
          : "fixed inset-x-0 top-0 z-[60] flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950 shadow"
      }
    >
      {!online && (
        <>
          <Icon name="WifiOff" className="h-4 w-4 shrink-0" />
          You are currently offline. Some features may be unavailable.
        </>
      )}
    </div>
  );
}
