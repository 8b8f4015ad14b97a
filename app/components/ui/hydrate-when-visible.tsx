import { lazy, memo, Suspense, use, useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from "react";

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
 * once the component is live (tests wait for that before they interact).
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
    const heldSubmit = useRef<(() => void) | null>(null);
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
      // A form sent before its code is live would reload the page and lose what the visitor
      // chose: hold it and send it once hydrated. (React stops the event at its root, so this
      // listens on the window, which sees it first.)
      const holdSubmit = (event: SubmitEvent) => {
        const form = event.target as HTMLFormElement;
        if (box.dataset.deferred === "hydrated" || !box.contains(form)) return;
        event.preventDefault();
        const submitter = event.submitter;
        heldSubmit.current = () => form.requestSubmit(submitter);
        observer.disconnect();
        void start();
      };
      window.addEventListener("submit", holdSubmit, true);
      return () => {
        observer.disconnect();
        window.removeEventListener("submit", holdSubmit, true);
      };
    }, [visible]);
    return (
      <div ref={ref} data-deferred="">
        <Suspense fallback={null}>
          <WaitFor promise={visible?.promise}>
            <Lazy {...props} />
            <MarkHydrated box={ref} held={heldSubmit} />
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

/** Runs once the deferred component is live: marks its box and sends a form held till then. */
function MarkHydrated({ box, held }: { box: RefObject<HTMLDivElement | null>; held: RefObject<(() => void) | null> }) {
  useEffect(() => {
    if (!box.current) return;
    box.current.dataset.deferred = "hydrated";
    replayEarlyEdits(box.current);
    const send = held.current;
    held.current = null;
    // After React has applied the replayed edits.
    if (send) setTimeout(send, 0);
  }, [box, held]);
  return null;
}

/**
 * What the visitor typed or chose before the code arrived stays in its field (React hydrates
 * fields as they are), but the component's state still holds the server's values, and its
 * next render would put them back. Tell React about each such edit, as if it had just been
 * made. (Checkboxes, radios and buttons keep value === defaultValue, so they are left alone.)
 */
function replayEarlyEdits(box: HTMLElement) {
  for (const field of box.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    // React notices a change only against the value it last saw: set that back (through its
    // tracker on the element), then the typed text (through the prototype, around it).
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  // A select chosen early: React takes a select's value from the change event itself.
  for (const select of box.querySelectorAll("select")) {
    if ([...select.options].some((o) => o.selected !== o.defaultSelected)) select.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

function WaitFor({ promise, children }: { promise: Promise<void> | undefined; children: ReactNode }) {
  if (promise) use(promise);
  return children;
}
