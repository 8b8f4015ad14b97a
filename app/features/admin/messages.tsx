import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

/** A confirmation after an action, announced politely. */
export function Notice({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      role="status"
      className={cn(
        "rounded-lg border border-green-300 bg-green-50 px-4 py-3 font-medium text-green-900",
        className,
      )}
    >
      {children}
    </p>
  );
}

/** A refusal or failure, announced at once. */
export function Alert({ children, id, className }: { children: ReactNode; id?: string; className?: string }) {
  return (
    <p
      role="alert"
      id={id}
      className={cn(
        "rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-900",
        className,
      )}
    >
      {children}
    </p>
  );
}
