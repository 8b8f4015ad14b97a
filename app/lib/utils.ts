import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Plain clsx rather than tailwind-merge: components never pass
 * conflicting utilities, and tailwind-merge would add ~8 KB of JS to every page.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
