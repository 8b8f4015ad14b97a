import { useLocation } from "react-router";
import { cn } from "#app/lib/utils.ts";
import { BrandIcon } from "./brand-icons";
import { canonicalUrl, shareTargets, shareText } from "./share";
import { useSiteConfig } from "./use-site-config";

/** Share the current page (its canonical URL) on LinkedIn, X, Facebook and WhatsApp. */
export function ShareLinks({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const { siteUrl } = useSiteConfig();
  const targets = shareTargets(canonicalUrl(siteUrl, pathname), shareText(pathname));
  return (
    <ul className={cn("flex flex-wrap gap-2", className)}>
      {targets.map((t) => (
        <li key={t.network}>
          <a
            href={t.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t.label} (opens in a new tab)`}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 transition-colors hover:border-brand-600 hover:text-brand-700"
          >
            <BrandIcon name={t.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
