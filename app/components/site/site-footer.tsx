import { brand } from "~/content/brand";

export function SiteFooter() {
  return (
    <footer className="bg-brand-950 py-8 text-center text-sm text-slate-300">
      © {new Date().getFullYear()} {brand.legalName}
    </footer>
  );
}
