import { createElement } from "react";
import { createRoutesStub, Outlet } from "react-router";
import { seedContent } from "#app/content/live/seed.ts";

type StubRoutes = Parameters<typeof createRoutesStub>[0];

/**
 * A router for a component test (*.dom.test.tsx), under a root route that answers as the site's
 * root loader does with the content a new site starts with (the contact details every page
 * shows). Render it, then wait for what the component shows (findBy…): the loader runs first.
 */
export function siteStub(routes: StubRoutes, context?: Parameters<typeof createRoutesStub>[1]) {
  const { contact } = seedContent();
  return createRoutesStub(
    [
      {
        id: "root",
        path: "/",
        loader: () => ({ contact, offer: null, preview: false }),
        Component: () => createElement(Outlet),
        HydrateFallback: () => null,
        children: routes,
      },
    ],
    context,
  );
}
