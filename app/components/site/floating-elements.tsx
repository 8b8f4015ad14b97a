import { useEffect, useRef, useState } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { ChatButton, ChatPanelBox } from "#app/features/chat/chat-button.tsx";
import { whatsappLink } from "#app/content/brand.ts";
import { offerBannerText, runningOffer } from "#app/content/live/apply.ts";
import { cn } from "#app/lib/utils.ts";
import { BrandIcon } from "./brand-icons";
import { OfflineBanner } from "./offline-banner";
import { SocialIcons } from "./social-icons";
import { useContact, useSiteConfig } from "./use-site-config";
import { todayInIst } from "#common/ist-time.ts";

const ENQUIRY_MESSAGE =
  "Hello Arivu Technologies, I would like to enquire about your training programs and services.";
const offerMessage = (percent: number) =>
  `Hello Arivu Technologies, I would like to claim the ${percent}% discount on IT training.`;

/**
 * Fixed elements on every page: the running offer (a slim dismissible bar at the bottom on phones,
 * a pill at bottom left from 768 px), the bottom-right stack with Enquire Now (the chat
 * assistant's button belongs in the same stack, above it), the social side bar from 768 px
 * and the offline status. The chat panel follows them: closed, it is in none of what the page
 * paints.
 */
export function FloatingElements() {
  const { whatsappNumber } = useContact();
  const { offer } = useSiteConfig();
  const chatButton = useRef<HTMLButtonElement>(null);
  const [dismissed, setDismissed] = useState(false);
  const [ended, setEnded] = useState(false);
  // A page rendered earlier (prerendered, or cached) may carry an offer whose last day has passed.
  useEffect(() => setEnded(!!offer && !runningOffer(offer, todayInIst())), [offer]);
  const offerVisible = !!offer && !dismissed && !ended;

  return (
    <>
      <OfflineBanner />
      <aside aria-label="Quick enquiry">
        {offer && offerVisible && (
          // Hidden at once by a dismiss tapped before the page is live (app/app.css).
          <div
            data-offer=""
            className="fixed inset-x-0 bottom-0 z-40 flex h-12 items-center bg-accent-400 text-brand-950 shadow-[0_-2px_8px_rgb(0_0_0/0.12)] md:inset-x-auto md:bottom-5 md:left-4 md:h-11 md:rounded-full md:shadow-lg"
          >
            <a
              href={whatsappLink(offerMessage(offer.percent), whatsappNumber)}
              target="_blank"
              rel="noopener noreferrer"
              className="flex h-full flex-1 items-center justify-center gap-2 px-4 text-sm font-bold hover:underline md:pr-1"
            >
              <BrandIcon name="WhatsApp" className="h-4 w-4" />
              {offerBannerText(offer)}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <button
              type="button"
              onClick={() => setDismissed(true)}
              aria-label={`Dismiss the ${offer.percent}% offer`}
              className="mr-1 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full hover:bg-black/10"
            >
              <Icon name="X" className="h-4 w-4" />
            </button>
          </div>
        )}
        <div
          className={cn(
            // Two rows of the buttons' heights (h-14, h-12), there before either button is: a
            // first paint between the two, as the HTML arrives, draws the chat button where it stays.
            "fixed right-4 z-40 grid grid-rows-[3.5rem_3rem] justify-items-end gap-3 md:bottom-5",
            offerVisible ? "bottom-16" : "bottom-4",
          )}
        >
          <ChatButton ref={chatButton} />
          <a
            href={whatsappLink(ENQUIRY_MESSAGE, whatsappNumber)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-12 items-center gap-2 rounded-full bg-emerald-700 px-5 font-semibold text-white shadow-lg transition-colors hover:bg-emerald-800"
          >
            <BrandIcon name="WhatsApp" className="h-5 w-5" />
            Enquire Now
            <span className="sr-only"> on WhatsApp (opens in a new tab)</span>
          </a>
        </div>
      </aside>
      <aside
        aria-label="Follow us"
        className="fixed left-0 top-1/2 z-30 hidden -translate-y-1/2 rounded-r-xl border border-l-0 border-slate-200 bg-white/95 py-1 shadow-md min-[1360px]:block"
      >
        <SocialIcons vertical size="sm" />
      </aside>
      <ChatPanelBox returnFocusTo={chatButton} />
    </>
  );
}
