import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of a server-rendered page, for the inline scripts we render
 * ourselves. Prerendered pages have none: their inline scripts are allowed by hash instead.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export const useNonce = () => useContext(NonceContext);

/**
 * A script of the server's HTML, run as the page is parsed, long before the page is live (the
 * source is empty in the browser's bundle: build it under `import.meta.env.SSR`). It travels as
 * its box's HTML, which React leaves as the server made it: a <script> of React's own, with
 * content the browser does not have, fails hydration.
 */
export function InlineScript({ source }: { source: string }) {
  const nonce = useNonce();
  const html = source && `<script${nonce ? ` nonce="${nonce}"` : ""}>${source}</script>`;
  return <div hidden dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
