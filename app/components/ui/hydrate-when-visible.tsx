import {
  lazy,
  memo,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from "react";
import { replayEarlyEvents } from "#app/lib/early-events.ts";

/** Start loading a deferred component this far before it scrolls into view. */
const NEAR_VIEWPORT = "400px 0px";

/** True until the first render has been hydrated (root.tsx marks the document then). */
const hydrating = () => document.documentElement.dataset.hydrated !== "true";

/**
 * A below-the-fold interactive component whose code is not part of the page's first
 * JavaScript. The server renders it in full, so its HTML is there for the first paint,
 * search engines and visitors without JavaScript. The browser keeps that HTML as it is and
 * loads the component's code only when the visitor scrolls near it, then hydrates it.
 * Mounted by a client-side navigation, it loads at once. Its box says `data-deferred="hydrated"`
 * once the component is live; what the visitor typed, tapped or sent in it before that is
 * replayed then (app/lib/early-events.ts).
 *
 * `serverComponent` is the component itself on the server and null in the browser
 * (`import.meta.env.SSR ? Component : null`), so the browser's bundle never holds it.
 * Props must keep their identity between renders, and the component must use no router
 * hooks or links: an update that reaches it before it is hydrated would throw the server's
 * HTML away, or hold up a navigation until it is.
 */
export function hydrateWhenVisible<P extends object>(
  serverComponent: ComponentType<P> | null,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  if (serverComponent) {
    const Component = serverComponent;
    return function ServerRendered(props: P) {
      return (
        <div data-deferred="">
          <Suspense fallback={null}>
            <Component {...props} />
          </Suspense>
        </div>
      );
    };
  }

  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(loadOnce);

  function Deferred(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    // Hydration waits for this; a later mount does not.
    const [visible] = useState(() => (hydrating() ? signal() : null));
    useEffect(() => {
      const box = ref.current;
      if (!visible || !box) return;
      const start = () =>
        loadOnce().then(
          () => visible.resolve(),
          // The server's HTML stays (without its interactions); the next scroll tries again.
          () => observer.observe(box),
        );
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.disconnect();
          void start();
        },
        { rootMargin: NEAR_VIEWPORT },
      );
      observer.observe(box);
      return () => observer.disconnect();
    }, [visible]);
    return (
      <div ref={ref} data-deferred="">
        <Suspense fallback={null}>
          <WaitFor promise={visible?.promise}>
            <Lazy {...props} />
            <MarkHydrated box={ref} />
          </WaitFor>
        </Suspense>
      </div>
    );
  }
  return memo(Deferred) as unknown as ComponentType<P>;
}

/** A promise and its resolve (Promise.withResolvers is too new for older phones). */
function signal() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Runs once the deferred component is live: marks its box and replays what the visitor did before. */
function MarkHydrated({ box }: { box: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (!box.current) return;
    box.current.dataset.deferred = "hydrated";
    replayEarlyEvents(box.current);
  }, [box]);
  return null;
}

function WaitFor({ promise, children }: { promise: Promise<void> | undefined; children: ReactNode }) {
  if (promise) use(promise);
  return children;
}
