import type { AiSource, ChatTurn } from "#server/ai/types.ts";
import { calendarAnswer, compareCourses, courseAnswer, courseSources } from "./course-answers";
import { BATCH_CALENDAR_DOC, type SiteDoc } from "./documents";
import { isGreeting, isInjection, isOffTopic, isThanks, replies } from "./guard";
import { courseIntent, mentionedCourses, type CourseIntent } from "./intents";
import type { AskedAt } from "./knowledge";
import { normalize, queryTerms, searchSite, type Hit } from "./search";
import { contactSource, uniqueSources } from "./sources";

export type VisitorAnswer = { text: string; sources: AiSource[] };

/** Below these, retrieval is too weak to answer from: the visitor is sent to the team. */
const MIN_SCORE = 6;
const MIN_COVERAGE = 0.5;
const MAX_CHARS = 1000;

/** Questions about something else than a course's own facts. */
const topicPattern =
  /\b(emi|instal+ments?|payment|pay|upi|loan|pass (support|guarantee)|guarantee|refund|cancel\w*|lab|labs|rack|placements?|jobs?|career|online|abroad|outside india|dubai|gulf|uae|singapore|demo|corporate|institute|reschedul\w*)\b/;

/** Words that make a short question lean on the one before it ("how much is it?"). */
const followUpPattern =
  /\b(it|its|it's|that|this|same|them|they|those|one|course|what about|and|also|how about)\b/;

const redirect = (): VisitorAnswer => ({ text: replies.offTopic, sources: [contactSource()] });

function userTexts(turns: ChatTurn[]): string[] {
  if (!Array.isArray(turns)) return [];
  return turns
    .filter((t) => t && t.role === "user" && typeof t.text === "string" && t.text.trim())
    .map((t) => normalize(t.text.slice(0, MAX_CHARS)));
}

/** The question plus the context of earlier turns it depends on. */
function resolve(texts: string[]): { text: string; courses: string[]; intent: CourseIntent } {
  const last = texts[texts.length - 1];
  let courses = mentionedCourses(last);
  let intent = courseIntent(last);
  let text = last;
  const earlier = texts.slice(0, -1).reverse();
  const short = queryTerms(last).length <= 4;
  if (!courses.length && short && (followUpPattern.test(last) || intent !== "general")) {
    const previous = earlier.find((t) => mentionedCourses(t).length);
    if (previous) courses = mentionedCourses(previous);
    else if (earlier[0]) text = `${last} ${earlier[0]}`;
  }
  if (courses.length && intent === "general" && short && !topicPattern.test(last) && earlier[0]) {
    // "what about CCNA?" after "CCNP fees?" keeps asking about fees.
    intent = courseIntent(earlier[0]);
  }
  return { text, courses, intent };
}

const definitionPattern = /^(what is|what's|whats|what are|what does|explain|define|meaning of)\b/;

/** A passage's answer: a course's from its live facts, the batch calendar's with the batches entered. */
function docAnswer(site: AskedAt, doc: SiteDoc): string {
  if (doc.courseId) return courseAnswer(site, doc.courseId, "general");
  if (doc.id === BATCH_CALENDAR_DOC) return calendarAnswer(site, doc.answer);
  return doc.answer;
}

function fromHits(site: AskedAt, hits: Hit[], question: string, extra = ""): VisitorAnswer | undefined {
  const best = hits[0];
  if (!best || best.score < MIN_SCORE || best.coverage < MIN_COVERAGE) return undefined;
  const close = hits.filter((h) => !h.doc.weak && h.score >= best.score * 0.5 && h.coverage >= MIN_COVERAGE);
  // "What is X?" is best answered by an FAQ that explains X, when one matches about as well.
  const faq = definitionPattern.test(question) ? close.find((h) => h.doc.id.startsWith("faq-")) : undefined;
  const top = faq ?? close[0] ?? best;
  const text = docAnswer(site, top.doc);
  const related = hits
    .filter((h) => h !== top && h.score >= top.score * 0.6)
    .flatMap((h) => (h.doc.courseId ? courseSources(h.doc.courseId, "general") : h.doc.sources));
  const own = top.doc.courseId ? courseSources(top.doc.courseId, "general") : top.doc.sources;
  return { text: extra ? `${text}\n\n${extra}` : text, sources: uniqueSources([...own, ...related]) };
}

function compose(site: AskedAt, texts: string[]): VisitorAnswer {
  const { text, courses, intent } = resolve(texts);
  if (courses.length && !topicPattern.test(text)) {
    if (courses.length > 1) return compareCourses(site, courses, intent);
    return {
      text: courseAnswer(site, courses[0], intent),
      sources: uniqueSources(courseSources(courses[0], intent)),
    };
  }
  const hits = searchSite(site.index, queryTerms(text)).filter((h) => !courses.length || !h.doc.courseId);
  if (courses.length) {
    // A topic question about a course: the topic's passage, then the course's key facts.
    const answer = fromHits(site, hits, text, courseAnswer(site, courses[0], "general"));
    if (answer)
      return {
        ...answer,
        sources: uniqueSources([...answer.sources.slice(0, 2), ...courseSources(courses[0], "general")]),
      };
    return {
      text: courseAnswer(site, courses[0], intent),
      sources: uniqueSources(courseSources(courses[0], intent)),
    };
  }
  return fromHits(site, hits, text) ?? redirect();
}

/**
 * Answers a site visitor from the site's own content: a short Markdown answer and up to
 * three of our pages as sources. Off-topic questions, injection attempts and questions the
 * site cannot answer get a polite redirect to the team. The same content, day and question
 * give the same answer; never throws.
 */
export function answerVisitor(turns: ChatTurn[], site: () => AskedAt): VisitorAnswer {
  try {
    const texts = userTexts(turns);
    const last = texts[texts.length - 1];
    if (!last || isGreeting(last)) return { text: replies.greeting, sources: [] };
    if (isInjection(last)) return { text: replies.injection, sources: [contactSource()] };
    if (isThanks(last)) return { text: replies.thanks, sources: [contactSource()] };
    if (isOffTopic(last)) return redirect();
    return compose(site(), texts);
  } catch {
    return redirect();
  }
}
