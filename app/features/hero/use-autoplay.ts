import { useEffect, useRef } from "react";

/** Hero and testimonial carousels advance every 5000 ms. */
export const AUTOPLAY_DELAY_MS = 5000;

type AutoplayOptions = { delayMs: number; paused: boolean; advance: () => void };

/**
 * Starts advancing every `delayMs` unless paused; returns the cleanup.
 * This is the hook's effect, kept pure so it can be tested with fake timers.
 */
export function runAutoplay({ delayMs, paused, advance }: AutoplayOptions): (() => void) | undefined {
  if (paused) return undefined;
  const id = setInterval(advance, delayMs);
  return () => clearInterval(id);
}

/**
 * Calls `advance` every `delayMs` while not paused. A change of `restartKey` (the current
 * slide) restarts the count, so a manual move always gets a full delay before the next one.
 */
export function useAutoplay(
  advance: () => void,
  {
    delayMs = AUTOPLAY_DELAY_MS,
    paused,
    restartKey,
  }: { delayMs?: number; paused: boolean; restartKey?: unknown },
) {
  const latest = useRef(advance);
  useEffect(() => {
    latest.current = advance;
  });
  useEffect(
    () => runAutoplay({ delayMs, paused, advance: () => latest.current() }),
    [delayMs, paused, restartKey],
  );
}
