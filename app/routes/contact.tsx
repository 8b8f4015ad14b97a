import { data, isRouteErrorResponse } from "react-router";
import { enquiryErrors } from "#common/enquiry/enquiry-fields.ts";
import type { EnquiryActionResult } from "#app/features/contact/enquiry-form.tsx";
import type { Route } from "./+types/contact";
import {
  courseNames,
  enquiryAction,
  formTokenFor,
  initialChoice,
} from "#app/features/contact/enquiry-action.server.ts";
import { contactFrom, pageMeta, postalAddressJsonLd, siteUrlFrom } from "#app/lib/seo.ts";
import { brand } from "#app/content/brand.ts";
import { contact, mapLinks } from "#app/content/contact.ts";
import type { ContactDetails } from "#app/content/live/schema.ts";
import { addressLines } from "#app/content/live/apply.ts";
import { useContact } from "#app/components/site/use-site-config.ts";
import { images } from "#app/content/images.ts";
import { PageHeader, Section } from "#app/components/site/page-header.tsx";
import { ContactSection } from "#app/components/site/contact-section.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";

export const meta: Route.MetaFunction = ({ matches }) => {
  const details = contactFrom(matches);
  return pageMeta(
    {
      title: "Contact Us",
      description: details
        ? `Contact Arivu Technologies in ${details.locality}, Chennai: call ${details.phones[0]}, email ${details.email} or message us on WhatsApp. ${contact.responsePromise}`
        : `Contact Arivu Technologies in Chennai by phone, email or WhatsApp. ${contact.responsePromise}`,
      path: "/contact",
      jsonLd:
        import.meta.env.SSR && details ? [localBusinessJsonLd(siteUrlFrom(matches), details)] : undefined,
    },
    matches,
  );
};

function localBusinessJsonLd(siteUrl: string, details: ContactDetails) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: brand.productName,
    url: `${siteUrl}/contact`,
    telephone: details.phones[0],
    email: details.email,
    image: `${siteUrl}${images.chennaiMap.src}-960.webp`,
    address: postalAddressJsonLd(details),
    geo: { "@type": "GeoCoordinates", latitude: brand.geo.latitude, longitude: brand.geo.longitude },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
      opens: "09:30",
      closes: "19:00",
    },
  };
}

export function loader({ request, context }: Route.LoaderArgs) {
  const names = courseNames();
  return { courseNames: names, initial: initialChoice(request.url, names), formToken: formTokenFor(context) };
}

/** The enquiry form, posted from any page that shows it, with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const { result, status } = await enquiryAction(request, context);
  return data(result, { status });
}

/** With JavaScript, a post that cannot reach the server is answered here, in the form, not by an error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<EnquiryActionResult> {
  try {
    return await serverAction();
  } catch (error) {
    return { ok: false, error: isRouteErrorResponse(error) ? enquiryErrors.server : enquiryErrors.network };
  }
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const details = useContact();
  return (
    <>
      <PageHeader eyebrow="Contact" title="Contact Us">
        <p>
          Questions about a batch, corporate training, an AI project or hosting? Reach our Chennai office by
          phone, email or WhatsApp.
        </p>
      </PageHeader>

      <ContactSection enquiry={{ ...loaderData, result: actionData }} />

      <Section
        id="map"
        title="Find us in Chennai"
        intro="Our office and training labs are on Rajiv Gandhi Salai (OMR) in Thoraipakkam, close to the Thoraipakkam bus stop, with visitor parking in the basement."
      >
        <div className="grid items-start gap-8 lg:grid-cols-3">
          <ResponsiveImage
            image={images.chennaiMap}
            sizes="(min-width: 1280px) 816px, (min-width: 1024px) 66vw, 100vw"
            className="lg:col-span-2"
            imgClassName="rounded-2xl border border-slate-200"
          />
          <div>
            <p className="font-semibold text-ink">{brand.productName}</p>
            {addressLines(details).map((line) => (
              <p key={line} className="text-slate-700">
                {line}
              </p>
            ))}
            <p className="mt-4 text-sm text-slate-600">
              Directions open in Google Maps or OpenStreetMap in a new tab.
            </p>
            <div className="mt-6 flex flex-col gap-3">
              <AppLink href={mapLinks.google} className={buttonVariants({ variant: "primary" })}>
                <Icon name="ExternalLink" className="h-5 w-5" />
                Open in Google Maps<span className="sr-only"> (opens in a new tab)</span>
              </AppLink>
              <AppLink href={mapLinks.openStreetMap} className={buttonVariants({ variant: "outline" })}>
                <Icon name="ExternalLink" className="h-5 w-5" />
                Open in OpenStreetMap<span className="sr-only"> (opens in a new tab)</span>
              </AppLink>
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
