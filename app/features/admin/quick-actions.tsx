import { buttonVariants } from "#app/components/ui/button.tsx";
import type { QuickActionLinks } from "./detail-fields.server";

export function QuickActions({ links }: { links: QuickActionLinks }) {
  const outline = buttonVariants({ variant: "outline", size: "md" });
  return (
    <ul className="flex flex-wrap gap-2">
      <li>
        <a href={links.mailto} className={outline}>
          Reply by email
        </a>
      </li>
      {links.whatsapp && (
        <li>
          <a
            href={links.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: "whatsapp", size: "md" })}
          >
            Chat on WhatsApp
          </a>
        </li>
      )}
      {links.tel && (
        <li>
          <a href={links.tel} className={outline}>
            Call
          </a>
        </li>
      )}
    </ul>
  );
}
