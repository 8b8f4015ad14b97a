import { data, useLocation } from "react-router";
import { formTokenFor } from "~/features/contact/enquiry-action.server";
import type { Route } from "./+types/section-not-found";
import { pageMeta } from "~/lib/seo";
import { pageSegments } from "~/lib/navigation";
import ItTraining from "./it-training";
import AiSolutions from "./ai-solutions";
import ItDigitalSolutions from "./it-digital-solutions";

const landings = {
  "it-training": ItTraining,
  "ai-solutions": AiSolutions,
  "it-digital-solutions": ItDigitalSolutions,
} as const;

/** An unknown sub page shows its section's landing page, answered 404 and not indexed. */
export function loader({ context }: Route.LoaderArgs) {
  // The AI Solutions landing has the enquiry form, which needs its token.
  return data({ formToken: formTokenFor(context) }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(
    {
      title: "Page not found",
      description: "That page does not exist. Here is the section it belongs to.",
      path: `/${pageSegments(location.pathname)[0]}`,
      noindex: true,
    },
    matches,
  );

export default function SectionNotFound({ loaderData }: Route.ComponentProps) {
  const [section] = pageSegments(useLocation().pathname);
  const Landing = landings[section as keyof typeof landings] ?? ItTraining;
  return <Landing loaderData={loaderData} />;
}
