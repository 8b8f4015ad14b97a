import { lazy } from "react";
import { data, useLocation } from "react-router";
import { formTokenFor } from "#app/features/contact/enquiry-action.server.ts";
import { aiSolutionsData } from "#app/lib/page-data.server.ts";
import type { Route } from "./+types/section-not-found";
import { pageMeta } from "#app/lib/seo.ts";
import { pageSegments } from "#app/lib/navigation.ts";
import ItTraining from "./it-training";
import AiSolutions from "./ai-solutions";
import ItDigitalSolutions from "./it-digital-solutions";

// The browser loads only the landing the address asks for, not all three.
const landings = import.meta.env.SSR
  ? { "it-training": ItTraining, "ai-solutions": AiSolutions, "it-digital-solutions": ItDigitalSolutions }
  : {
      "it-training": lazy(() => import("./it-training")),
      "ai-solutions": lazy(() => import("./ai-solutions")),
      "it-digital-solutions": lazy(() => import("./it-digital-solutions")),
    };

/** An unknown sub page shows its section's landing page, answered 404 and not indexed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  // The AI Solutions landing has the enquiry form, which needs its token, and its FAQs.
  const aiLanding = pageSegments(new URL(request.url).pathname)[0] === "ai-solutions";
  return data(aiLanding ? await aiSolutionsData(context) : { formToken: formTokenFor(context) }, {
    status: 404,
  });
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
  const Landing = landings[section as keyof typeof landings] ?? landings["it-training"];
  return <Landing loaderData={loaderData} />;
}
