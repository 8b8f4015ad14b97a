import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useSiteConfig } from "#app/components/site/use-site-config.ts";
import {
  blobHashFor,
  isBlobDocument,
  isSameLocation,
  keepPreview,
  parsePath,
  toInternalPath,
} from "#app/lib/navigation.ts";

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * The one link component of the site. Our own URLs (paths, or absolute URLs to our
 * origin) navigate client-side; a link to the current location does nothing; other
 * origins open in a new tab with noopener.
 */
export function AppLink({ href, onClick, target, rel, children, ...rest }: Props) {
  const location = useLocation();
  const navigate = useNavigate();
  const { siteUrl, preview } = useSiteConfig();
  const origins = [siteUrl];
  if (typeof window !== "undefined") origins.push(window.location.origin);
  const internal = toInternalPath(href, origins);

  if (internal === null) {
    const isWeb = /^https?:/i.test(href);
    return (
      <a
        href={href}
        target={target ?? (isWeb ? "_blank" : undefined)}
        rel={rel ?? (isWeb ? "noopener noreferrer" : undefined)}
        onClick={onClick}
        {...rest}
      >
        {children}
      </a>
    );
  }

  const to = keepPreview(parsePath(internal, location), preview);
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    if (isSameLocation(to, location)) {
      event.preventDefault();
      return;
    }
    if (isBlobDocument(window.location.protocol)) {
      event.preventDefault();
      window.location.hash = blobHashFor(to);
      return;
    }
    event.preventDefault();
    void navigate(to);
  }

  return (
    <Link to={to} onClick={handleClick} target={target} rel={rel} {...rest}>
      {children}
    </Link>
  );
}
