import { useRef, useState, type ComponentType } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/utils.ts";
import type { ChatPanelProps } from "./chat-panel";

let Panel: ComponentType<ChatPanelProps> | null = null;
let loading: Promise<ComponentType<ChatPanelProps>> | null = null;

/** The chat panel's code loads on first use (hover, focus or click), once. */
function loadPanel() {
  loading ??= import("./chat-panel").then(
    (module) => (Panel = module.ChatPanel),
    (error: unknown) => {
      loading = null; // the next click tries again
      throw error;
    },
  );
  return loading;
}

function prefetch() {
  loadPanel().catch(() => {});
}

/** The floating "Chat with us" button; it hosts the chat dialog once loaded. */
export function ChatButton({ className }: { className?: string }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [, setLoaded] = useState(false);

  function toggle() {
    if (open) return setOpen(false);
    loadPanel().then(
      () => {
        setLoaded(true);
        setOpen(true);
      },
      () => {},
    );
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={toggle}
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
      {Panel && <Panel open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />}
    </>
  );
}
