import { Icon } from "#app/components/ui/icon.tsx";
import type { ReactNode } from "react";
import type { DemoId } from "#app/content/schema.ts";
import { demos } from "#app/content/services.ts";
import { findPage } from "#common/route-table.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { PageHeader, Section } from "#app/components/site/page-header.tsx";

/** A demo on its own page: header, the demo, a way back, and how it works in production. */
export function DemoPage({ id, children }: { id: DemoId; children: ReactNode }) {
  const info = demos[id];
  const servicesPage = findPage(info.servicePath.split("#")[0]);
  const others = Object.values(demos).filter((d) => d.id !== id);
  return (
    <>
      <PageHeader eyebrow="Live Demo" title={`${info.title} Demo`}>
        <p>A hands-on preview of our {info.serviceLabel} service.</p>
      </PageHeader>
      <Section className="py-10 md:py-14">
        <AppLink
          href={info.servicePath}
          className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <Icon name="ArrowLeft" className="h-4 w-4" />
          Back to {servicesPage?.label ?? "AI Solutions"}
        </AppLink>
        <div className="mt-6 max-w-3xl">{children}</div>
      </Section>
      <Section id="in-production" title="How This Works in Production" className="bg-slate-50 py-14">
        <div className="max-w-3xl space-y-4 text-slate-700">
          {info.production.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section id="more-demos" title="More Live Demos">
        <ul className="grid gap-4 md:grid-cols-3">
          {others.map((d) => (
            <li key={d.id}>
              <AppLink
                href={d.path}
                className="group flex h-full items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-5 font-semibold text-ink shadow-sm hover:border-brand-400"
              >
                {d.title}
                <Icon
                  name="ArrowRight"
                  className="h-4 w-4 shrink-0 text-brand-700 transition-transform group-hover:translate-x-1"
                />
              </AppLink>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
