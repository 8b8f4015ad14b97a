import type { ReactNode } from "react";
import type { ServicePageContent, ServiceSection } from "#app/content/schema.ts";
import { PageHeader, Section } from "#app/components/site/page-header.tsx";
import { InfoCards } from "#app/components/site/info-cards.tsx";
import { LinkTiles, ServiceCards, ServiceCtaBand } from "#app/components/site/service-cards.tsx";

/** Every second section is shaded, so that neighbouring sections stand apart. */
const SHADED = "bg-slate-50 py-14 md:py-20";

/**
 * An AI Solutions or IT & Digital Solutions page, drawn from its content in app/content/services.
 * `children` fill the section of kind "slot" (live demos, an FAQ); `end` comes last (a contact form).
 */
export function ServicePage({
  service,
  children,
  end,
}: {
  service: ServicePageContent;
  children?: ReactNode;
  end?: ReactNode;
}) {
  return (
    <>
      <PageHeader eyebrow={service.eyebrow} title={service.title}>
        <p>{service.lead}</p>
      </PageHeader>
      {service.sections.map((section, i) => (
        <Section
          key={section.id}
          id={section.id}
          title={section.title}
          intro={section.intro}
          className={i % 2 === 1 ? SHADED : undefined}
        >
          {section.kind === "slot" ? children : <SectionBody section={section} />}
        </Section>
      ))}
      {service.cta && <ServiceCtaBand {...service.cta} />}
      {end}
    </>
  );
}

function SectionBody({ section }: { section: Exclude<ServiceSection, { kind: "slot" }> }) {
  switch (section.kind) {
    case "services":
      return <ServiceCards cards={section.cards} />;
    case "info":
      return <InfoCards cards={section.cards} numbered={section.numbered} columns={section.columns} />;
    case "tiles":
      return <LinkTiles tiles={section.tiles} />;
    case "paragraphs":
      return (
        <div className="max-w-3xl space-y-4 text-lg text-slate-700">
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      );
  }
}
