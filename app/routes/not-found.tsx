import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { pageMeta } from "#app/lib/seo.ts";
import { homeData } from "#app/lib/page-data.server.ts";
import HomePage from "./home";

/** An unknown first segment shows the home page, answered 404 and kept out of search indexes. */
export async function loader({ context }: Route.LoaderArgs) {
  return data(await homeData(context), { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: "Page not found",
      description: "The page you asked for does not exist. Here is our home page instead.",
      path: "/",
      noindex: true,
    },
    matches,
  );

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <HomePage loaderData={loaderData} />;
}
