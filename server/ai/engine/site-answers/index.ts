import { byVersion, seedLiveContent, type GetLiveContent } from "#app/content/live/live-content.ts";
import type { ChatTurn } from "#server/ai/types.ts";
import { answerVisitor, type VisitorAnswer } from "./answer";
import { siteKnowledge } from "./knowledge";

export type { VisitorAnswer };

export type SiteAnswers = {
  /** Answers from the content published now; batch answers as of `now`. */
  answer(turns: ChatTurn[], now?: Date): VisitorAnswer;
  /** Builds the index now, so the first visitor's question doesn't wait for it. */
  warm(): void;
};

/** The chat's answers from the live content: the index is built again only when a publish changes its version. */
export function siteAnswers(getContent: GetLiveContent = seedLiveContent()): SiteAnswers {
  const knowledge = byVersion(getContent, ({ content }) => siteKnowledge(content));
  return {
    answer: (turns, now = new Date()) => answerVisitor(turns, () => ({ ...knowledge(), now })),
    warm: () => void knowledge(),
  };
}
