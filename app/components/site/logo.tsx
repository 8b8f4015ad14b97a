import { AppLink } from "#app/components/ui/app-link.tsx";
import { brand } from "#app/content/brand.ts";
import { cn } from "#app/lib/utils.ts";

/** The Arivu mark: an "A" drawn as three linked network nodes. */
export function LogoMark() {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className="h-9 w-9 shrink-0">
      <rect width="40" height="40" rx="10" className="fill-brand-700" />
      <path
        d="M12 29 20 11l8 18M15.5 22h9"
        fill="none"
        stroke="white"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="20" cy="11" r="3" className="fill-accent-400" />
      <circle cx="12" cy="29" r="2.5" fill="white" />
      <circle cx="28" cy="29" r="2.5" fill="white" />
    </svg>
  );
}

/** The logo linking home; `hideTextBelowLg` keeps the header narrow between 768 and 1023 px. */
export function Logo({
  hideTextBelowLg = false,
  inverse = false,
}: {
  hideTextBelowLg?: boolean;
  inverse?: boolean;
}) {
  return (
    <AppLink
      href="/"
      aria-label={`${brand.productName} home`}
      className="flex shrink-0 items-center gap-2 rounded-lg"
    >
      <LogoMark />
      <span
        className={cn(
          "text-lg font-bold leading-none tracking-tight",
          inverse ? "text-white" : "text-brand-900",
          hideTextBelowLg && "md:max-lg:hidden",
        )}
      >
        Arivu <span className={inverse ? "text-accent-400" : "text-brand-600"}>Technologies</span>
      </span>
    </AppLink>
  );
}
