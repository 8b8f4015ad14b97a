import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTOPLAY_DELAY_MS, runAutoplay } from "./use-autoplay";

describe("autoplay", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("advances at 5000 ms, not before, and again every 5000 ms", () => {
    const advance = vi.fn();
    const stop = runAutoplay({ delayMs: AUTOPLAY_DELAY_MS, paused: false, advance });
    expect(AUTOPLAY_DELAY_MS).toBe(5000);
    vi.advanceTimersByTime(4999);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(advance).toHaveBeenCalledTimes(2);
    stop?.();
  });

  it("does not advance while paused", () => {
    const advance = vi.fn();
    const stop = runAutoplay({ delayMs: AUTOPLAY_DELAY_MS, paused: true, advance });
    vi.advanceTimersByTime(60_000);
    expect(advance).not.toHaveBeenCalled();
    expect(stop).toBeUndefined();
  });

  it("stops advancing after cleanup (pause, unmount or a manual move)", () => {
    const advance = vi.fn();
    const stop = runAutoplay({ delayMs: AUTOPLAY_DELAY_MS, paused: false, advance });
    vi.advanceTimersByTime(3000);
    stop?.();
    vi.advanceTimersByTime(60_000);
    expect(advance).not.toHaveBeenCalled();
  });

  it("restarting gives a full delay again", () => {
    const advance = vi.fn();
    let stop = runAutoplay({ delayMs: AUTOPLAY_DELAY_MS, paused: false, advance });
    vi.advanceTimersByTime(4000);
    stop?.();
    stop = runAutoplay({ delayMs: AUTOPLAY_DELAY_MS, paused: false, advance });
    vi.advanceTimersByTime(4000);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(advance).toHaveBeenCalledTimes(1);
    stop?.();
  });
});
