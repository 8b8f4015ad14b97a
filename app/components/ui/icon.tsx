import type { SVGProps } from "react";
import { iconHref } from "./icon-sprite";
import { iconNames, type IconName } from "./icon-names";

const known = new Set<string>(iconNames);

export function hasIcon(name: string): name is IconName {
  return known.has(name);
}

/**
 * A lucide icon by name (content names its icons by string). Drawn from the SVG sprite in
 * the page (IconSprite), so icons cost no JavaScript; an unknown name shows a question mark.
 */
export function Icon({ name, ...props }: { name: string } & SVGProps<SVGSVGElement>) {
  const id = hasIcon(name) ? name : "HelpCircle";
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <use href={iconHref(id)} />
    </svg>
  );
}
