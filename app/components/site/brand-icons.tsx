import { iconHref } from "#app/components/ui/icon-sprite.tsx";

/** A brand mark by network name, decorative: the link around it carries the name. Default size 20 px. */
export function BrandIcon({ name, className }: { name: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className ?? "h-5 w-5"}
    >
      <use href={iconHref(`brand-${name}`)} />
    </svg>
  );
}
