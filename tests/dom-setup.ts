// Component tests (*.dom.test.tsx): jest-dom's matchers (toBeDisabled, toHaveAccessibleDescription…)
// and a fresh document for each test.
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

afterEach(() => cleanup());

// findBy… and waitFor wait up to 5 s, not 1 s: a first render (a route's loader, a lazy module)
// can take longer on a busy 2-core machine, as expect.poll's wait in vitest.config.ts.
configure({ asyncUtilTimeout: 5_000 });

// Testing Library waits for a 0 ms timer after each user action, and moves fake timers on to
// fire it only when it sees Jest's: under Vitest's fake timers it would wait for ever.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });
