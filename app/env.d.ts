import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request CSP nonce for inline scripts of server-rendered pages. */
    nonce?: string;
  }
}
