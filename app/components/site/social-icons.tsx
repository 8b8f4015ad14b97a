import { socialHref, socialLinks } from "#app/content/social.ts";
import { cn } from "#app/lib/utils.ts";
import { BrandIcon } from "./brand-icons";
import { useContact } from "./use-site-config";

type Props = {
  className?: string;
  /** "light" on white surfaces (brand hover colours), "dark" on the dark footer. */
  tone?: "light" | "dark";
  /** Size of each link's touch target. */
  size?: "sm" | "md";
  vertical?: boolean;
};

/** The six social networks as icon links; each opens in a new tab. */
export function SocialIcons({ className, tone = "light", size = "md", vertical = false }: Props) {
  const { whatsappNumber } = useContact();
  return (
    <ul className={cn("flex items-center", vertical ? "flex-col gap-1" : "flex-wrap gap-1", className)}>
      {socialLinks.map((s) => (
        <li key={s.network}>
          <a
            href={socialHref(s, whatsappNumber)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${s.ariaLabel} (opens in a new tab)`}
            className={cn(
              "inline-flex items-center justify-center rounded-full transition-colors",
              size === "sm" ? "h-8 w-8" : "h-10 w-10",
              tone === "light"
                ? cn("text-slate-600 hover:bg-slate-100", s.hoverColor)
                : "text-slate-300 hover:bg-white/10 hover:text-white",
            )}
          >
            <BrandIcon name={s.icon} className={size === "sm" ? "h-4 w-4" : "h-5 w-5"} />
          </a>
        </li>
      ))}
    </ul>
  );
}
