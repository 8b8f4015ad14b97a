/**
 * Runs `run` when the browser is next idle, or after `timeoutMs` at the latest (a short
 * delay where there is no requestIdleCallback). Returns a function that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs = 2000): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}
