import { useEffect, useLayoutEffect, useRef, useState, type Ref, type RefObject } from "react";
import { createPortal } from "react-dom";
import { replayEarlyEvents } from "#app/lib/early-events.ts";
import { ChatContent } from "./chat-content";
import { useChat } from "./use-chat";

/** The server renders it in the panel (chat-button.tsx). */
export { ChatShell } from "./chat-content";

export type ChatPanelProps = {
  /** The panel's popover (chat-button.tsx), holding the server's content until this replaces it. */
  box: HTMLElement;
  /** The chat button, which gets focus back on close. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * The live chat, loaded on first use: it renders into the panel's popover in place of the
 * server's content, as it stands (open or not, focus, a choice tapped meanwhile). Opening moves
 * focus to the first choice; closing (the close button, or Escape: app/lib/early-events-inline.ts,
 * as before the chat is live) gives focus back to the button and resets the conversation: the next
 * opening shows a fresh greeting at once.
 */
export function ChatPanel({ box, returnFocusTo }: ChatPanelProps) {
  const [round, setRound] = useState(0);
  const contentRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => takeOver(box, contentRef.current!), [box]);

  useEffect(() => {
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === "open")
        return box.querySelector<HTMLElement>("[data-chat-choice]")?.focus();
      setRound((n) => n + 1);
      const active = document.activeElement;
      if (!active || active === document.body || box.contains(active)) returnFocusTo.current?.focus();
    };
    box.addEventListener("toggle", onToggle);
    return () => box.removeEventListener("toggle", onToggle);
  }, [box, returnFocusTo]);

  return createPortal(<LiveChat key={round} box={box} ref={contentRef} />, box);
}

function LiveChat({ box, ref }: { box: HTMLElement; ref: Ref<HTMLDivElement> }) {
  const chat = useChat();
  // Only a tap kept before the chat was live can reach a closed panel: closing has reset it since.
  const choose = (value: string) => {
    if (box.matches(":popover-open")) chat.choose(value);
  };
  return <ChatContent ref={ref} chat={{ ...chat, choose }} />;
}

/**
 * Replaces the server's content with the live one, which has the same markup: focus and the
 * taps awaiting replay (marked `data-tapped`) move to their counterparts before the page is
 * drawn again. Then the box is live and the early-events script replays those taps.
 */
function takeOver(box: HTMLElement, live: HTMLElement) {
  for (const shell of [...box.children]) {
    if (shell === live) continue;
    const counterpart = (el: Element) =>
      pathWithin(shell, el).reduce<Element | undefined>((node, i) => node?.children[i], live);
    for (const tapped of shell.querySelectorAll("[data-tapped]"))
      counterpart(tapped)?.setAttribute("data-tapped", "");
    const focused = document.activeElement;
    if (focused && shell.contains(focused))
      (counterpart(focused) as HTMLElement | undefined)?.focus({ preventScroll: true });
    shell.remove();
  }
  box.dataset.deferred = "hydrated";
  replayEarlyEvents(box);
}

/** The child indexes that lead from `root` down to `el`. */
function pathWithin(root: Element, el: Element): number[] {
  const path: number[] = [];
  for (let node = el; node !== root && node.parentElement; node = node.parentElement)
    path.unshift([...node.parentElement.children].indexOf(node));
  return path;
}
