import Markdown from "markdown-to-jsx";
import { cn } from "#app/lib/utils.ts";

type Props = {
  text: string;
  /** Shows the blinking cursor after the text while it is still arriving. */
  streaming?: boolean;
  className?: string;
};

/**
 * An AI answer rendered from Markdown. Raw HTML in the text is shown as text, never parsed,
 * and links open safely; while streaming, a blinking cursor follows the last word.
 */
export function MarkdownAnswer({ text, streaming = false, className }: Props) {
  return (
    <div className={cn("ai-answer", className)}>
      <Markdown
        options={{
          disableParsingRawHTML: true,
          forceBlock: true,
          overrides: {
            a: { props: { target: "_blank", rel: "noopener noreferrer" } },
            table: { component: ScrollTable },
          },
        }}
      >
        {text}
      </Markdown>
      {streaming && <span aria-hidden="true" className="ai-cursor" />}
    </div>
  );
}

function ScrollTable(props: React.ComponentProps<"table">) {
  return (
    // Focusable so keyboard users can scroll a table wider than the screen.
    <div tabIndex={0} className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700">
      <table {...props} />
    </div>
  );
}
