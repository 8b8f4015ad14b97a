import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from "react-router";
import type { Route } from "./+types/root";
import { siteConfig } from "#app/lib/site-config.server.ts";
import { organizationJsonLd } from "#app/lib/seo.ts";
import { useSiteConfig } from "#app/components/site/use-site-config.ts";
import { useBlobHashRouting, useRouteScroll } from "#app/lib/use-route-scroll.ts";
import { socialHref, socialLinks } from "#app/content/social.ts";
import { IconSprite } from "#app/components/ui/icon-sprite.tsx";
import { earlyEventsScript, replayEarlyEvents } from "#app/lib/early-events.ts";
import { useNonce } from "#app/lib/nonce.tsx";
import stylesheet from "./app.css?url";

export function loader({ context }: Route.LoaderArgs) {
  return siteConfig(context);
}

export const links: Route.LinksFunction = () => [
  // In production the server writes the stylesheet into the <style> below: no render-blocking request.
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheet }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/images/logo-192.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const { siteUrl, contact } = useSiteConfig();
  const nonce = useNonce();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1a2f8f" />
        {/* Keeps what the visitor does before the page is live (app/lib/early-events.ts). */}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: earlyEventsScript }}
          suppressHydrationWarning
        />
        {/* Filled by the server (server/http/document-head.ts); the browser never re-renders it. */}
        {import.meta.env.DEV ? null : (
          <style data-inline-css="" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
        )}
        <Meta />
        <Links />
        {/* Structured data is for crawlers, which read the server's HTML: the browser's bundle leaves it out. */}
        {import.meta.env.SSR && contact && (
          <script
            type="application/ld+json"
            // JSON-LD is data, not script: CSP does not apply to it.
            dangerouslySetInnerHTML={{
              __html: JSON.stringify(
                organizationJsonLd(
                  siteUrl,
                  contact,
                  socialLinks.map((s) => socialHref(s, contact.whatsappNumber)),
                ),
              ).replace(/</g, "\\u003c"),
            }}
          />
        )}
      </head>
      <body>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[100] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow"
        >
          Skip to content
        </a>
        {children}
        <IconSprite />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The web app manifest is only for installing the site, so it is linked once the page is live:
 * otherwise the browser fetches it, and the icon it names, while the page is still painting.
 */
function linkWebManifest() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = "/manifest.webmanifest";
  document.head.append(link);
}

/** The document's life, on every page: the public pages' frame is routes/site-frame.tsx, the inbox's routes/admin.tsx. */
export default function App() {
  useEffect(() => {
    // Marks the page interactive (end-to-end tests wait for it before clicking).
    document.documentElement.dataset.hydrated = "true";
    replayEarlyEvents(document.body);
    linkWebManifest();
  }, []);
  useRouteScroll();
  useBlobHashRouting();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Something went wrong";
  let detail = "Please try again in a moment, or contact us on WhatsApp.";
  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? "Page not found" : `Error ${error.status}`;
    detail = error.statusText || detail;
  } else if (import.meta.env.DEV && error instanceof Error) {
    detail = error.message;
  }
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">{title}</h1>
      <p className="mt-4 text-slate-600">{detail}</p>
      <a href="/" className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white">
        Back to the home page
      </a>
    </main>
  );
}
