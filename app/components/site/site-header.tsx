import { AppLink } from "~/components/ui/app-link";
import { brand } from "~/content/brand";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-white/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center px-4">
        <AppLink href="/" className="font-bold text-brand-800">
          {brand.productName}
        </AppLink>
      </div>
    </header>
  );
}
