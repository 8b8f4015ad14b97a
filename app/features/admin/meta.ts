import type { MetaDescriptor } from "react-router";

/** Every inbox page: its title, and kept out of search indexes (the X-Robots-Tag header says so too). */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} · Arivu sales inbox` }, { name: "robots", content: "noindex" }];
}
