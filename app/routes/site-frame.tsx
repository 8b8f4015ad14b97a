import { useEffect } from "react";
import { Outlet } from "react-router";
import { SiteHeader } from "#app/components/site/site-header.tsx";
import { SiteFooter } from "#app/components/site/site-footer.tsx";
import { FloatingElements } from "#app/components/site/floating-elements.tsx";
import { PageEnd } from "#app/components/site/page-end.tsx";
import { PreviewBanner } from "#app/components/site/preview-banner.tsx";
import { SearchDialog } from "#app/features/search/search-dialog.tsx";
import { resendPendingLeadsWhenIdle } from "#app/features/chat/pending-leads.ts";
import { recordVisit } from "#app/features/attribution/capture.ts";
import { useSectionsLaidOutWhenIdle } from "#app/lib/use-sections-laid-out.ts";

/**
 * The public site's frame around every public page: header, footer, the floating enquiry and
 * chat buttons. A layout of its own, not the root's, so the sales inbox loads none of it.
 */
export default function SiteLayout() {
  useEffect(() => {
    // Where the visitor came from (sent with enquiries and chat leads), and chat leads a previous page left unsent.
    recordVisit(window.location, document.referrer);
    resendPendingLeadsWhenIdle();
  }, []);
  const mainRef = useSectionsLaidOutWhenIdle();
  return (
    <>
      <PreviewBanner />
      <SiteHeader />
      <main ref={mainRef} id="main" tabIndex={-1} className="outline-none">
        <Outlet />
        <PageEnd />
      </main>
      <SiteFooter />
      <FloatingElements />
      {/* A dialog over the whole page, closed as it loads: after the content the first paint
          needs, as the chat panel is (FloatingElements). Its styles follow it (page-stylesheet.ts). */}
      <SearchDialog />
    </>
  );
}
