import { use, useEffect, useRef, useState, type ComponentType, type RefObject } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/utils.ts";
import { CHAT_PANEL_ID, CHAT_TITLE_ID } from "./chat-ids";
import type { ChatPanelProps } from "./chat-panel";

/**
 * The panel's content with the greeting, on the server only: the browser keeps that HTML until
 * the live chat replaces it. Imported dynamically, from the module the browser loads on demand:
 * a static import would put the chat's code in the chunk every page loads (vite.config.ts).
 */
const serverPanel = import.meta.env.SSR ? import("./chat-panel") : null;

function ServerShell({ panel }: { panel: Promise<{ ChatShell: ComponentType }> }) {
  const { ChatShell } = use(panel);
  return <ChatShell />;
}

const KEEP_SERVER_HTML = { __html: "" };

let loading: Promise<ComponentType<ChatPanelProps>> | null = null;

/** The live chat's code loads on first use (hover, focus or opening), once. */
function loadPanel() {
  loading ??= import("./chat-panel").then(
    (module) => module.ChatPanel,
    (error: unknown) => {
      loading = null; // the next opening tries again
      throw error;
    },
  );
  return loading;
}

function prefetch() {
  loadPanel().catch(() => {});
}

/**
 * The floating "Chat with us" button, which opens the chat panel (ChatPanelBox) natively:
 * its first tap opens it before any script runs.
 */
export function ChatButton({
  ref,
  className,
}: {
  ref: RefObject<HTMLButtonElement | null>;
  className?: string;
}) {
  // Unknown on the server: the visitor may open the chat before the page is live.
  const [open, setOpen] = useState<boolean>();

  useEffect(() => {
    const box = document.getElementById(CHAT_PANEL_ID);
    if (!box) return;
    const sync = () => setOpen(box.matches(":popover-open"));
    sync();
    box.addEventListener("toggle", sync);
    return () => box.removeEventListener("toggle", sync);
  }, []);

  return (
    <button
      ref={ref}
      type="button"
      popoverTarget={CHAT_PANEL_ID}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={CHAT_PANEL_ID}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      className={cn(
        "inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
        className,
      )}
    >
      <Icon name="MessageCircle" className="h-6 w-6" />
      <span className="sr-only">Chat with us</span>
    </button>
  );
}

/**
 * The chat panel, a non-modal dialog at the bottom right (styled in app/app.css, #chat-panel).
 * It is a manual popover in the server's HTML with the greeting, so the first tap opens it
 * before any script runs, and a stray tap on the page does not close it (and reset the
 * conversation). Closed as the page loads, it comes after everything the page paints, not
 * between the floating buttons. Once open, the live chat's code loads and takes over the panel
 * (chat-panel.tsx); closed, it gives focus back to `returnFocusTo`, the chat button.
 */
export function ChatPanelBox({ returnFocusTo }: { returnFocusTo: RefObject<HTMLButtonElement | null> }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState<{ Panel: ComponentType<ChatPanelProps>; box: HTMLElement }>();

  useEffect(() => {
    const box = boxRef.current!;
    const sync = () => {
      // Opened (before the page was live, maybe), or mounted by the app without the server's content.
      if (box.matches(":popover-open") || !box.firstChild)
        loadPanel().then(
          (Panel) => setLive((was) => was ?? { Panel, box }),
          () => {},
        );
    };
    sync();
    box.addEventListener("toggle", sync);
    return () => box.removeEventListener("toggle", sync);
  }, []);

  return (
    <>
      <div
        ref={boxRef}
        id={CHAT_PANEL_ID}
        popover="manual"
        role="dialog"
        aria-labelledby={CHAT_TITLE_ID}
        // Taps in the server's content wait for the live chat (app/lib/early-events.ts).
        data-deferred=""
        {...(serverPanel
          ? { children: <ServerShell panel={serverPanel} /> }
          : { dangerouslySetInnerHTML: KEEP_SERVER_HTML, suppressHydrationWarning: true })}
      />
      {live && <live.Panel box={live.box} returnFocusTo={returnFocusTo} />}
    </>
  );
}
