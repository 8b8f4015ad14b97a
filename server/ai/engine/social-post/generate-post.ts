import { contentTones, type ContentTone } from "#server/ai/types.ts";
import { domains, type Domain } from "./domains.data";
import { celebrationEmojis, tones } from "./tones.data";
import { fnv1a, mulberry32 } from "#server/ai/engine/seeded-random.ts";

const BRAND = "Arivu in Chennai";
const MAX_TOPIC = 100;
const MAX_TAG = 28;

/** Phrases that try to steer the writer rather than name a subject; such a topic gets a generic post. */
const INJECTION =
  /\b(ignore|disregard|forget|override)\b.{0,40}\b(instructions?|prompts?|rules?|above|previous|prior)\b|\b(system|hidden|initial|your)\s+(prompt|instructions?|rules)\b|\b(jailbreak|you are now|pretend to be|developer mode)\b/i;

/** Words that make poor hashtags: function words and common verbs of announcements. */
const STOPWORDS = new Set(
  (
    "a an the and or of for to in on at by from with about into over under how why what when where who which " +
    "is are was be been this that these those it its our your my their we you i vs via using new best top tips guide guides " +
    "ways way get make more all any some just very can will should would opens open launches starts starting crack join " +
    "learn build moving move become celebrates announces announcing now today week month year"
  ).split(" "),
);

/** Names that keep their capital letter inside a sentence. */
const PROPER = new Set(
  "arivu power cisco python azure google microsoft amazon chennai india juniper fortinet palo linux windows kubernetes docker ansible gemini chatgpt tableau excel meraki".split(
    " ",
  ),
);

/**
 * A 2-3 sentence social media post with 2-3 hashtags for a topic, in the chosen tone.
 * Deterministic: the same topic and tone always give the same post. The topic is treated as
 * data only; anything that reads like an instruction yields a harmless generic post.
 */
export function generatePost({ topic, tone }: { topic: string; tone: ContentTone }): string {
  const safeTone: ContentTone = contentTones.includes(tone) ? tone : "Professional";
  const cleaned = cleanTopic(typeof topic === "string" ? topic : "");
  const usable = cleaned !== "" && /[\p{L}\p{N}]/u.test(cleaned) && !INJECTION.test(cleaned);
  const subjectText = usable ? cleaned : "";

  const ranked = rankDomains(subjectText);
  const domain = ranked[0] ?? domains.find((d) => d.id === "generic")!;
  const second = ranked[1];
  const rand = mulberry32(fnv1a(`${subjectText.toLowerCase()}|${safeTone}`));
  const pick = <T>(items: T[]): T => items[Math.floor(rand() * items.length)];

  const patterns = tones[safeTone];
  const shownTopic = inSentence(subjectText || domain.subject);
  const mentionsBrand = /\barivu\b/i.test(subjectText);
  const values: Record<string, string> = {
    Topic: upperFirst(shownTopic),
    topic: shownTopic,
    audience: domain.audience,
    field: domain.field,
    principle: domain.principle,
    Brand: BRAND,
    brand: BRAND,
  };
  // One pass with a function replacer, so "$&" or "{brand}" typed in a topic stays literal text.
  const slots = (s: string, action: string) =>
    s.replace(/\{(\w+)\}/g, (m, key: string) => (key === "action" ? action : (values[key] ?? m)));

  const action = pick(domain.actions);
  const opener = slots(pick(domain.openers?.[safeTone] ?? patterns.openers), action);
  const fact = pick(factsFor(domain, subjectText));
  const factSentence =
    pick(patterns.factLeads) + (patterns.exclaim ? fact.text.replace(/\.$/, "!") : fact.text);
  const closers = patterns.closers.filter((c) => !(mentionsBrand && /\{brand\}/i.test(c)));
  const withCloser = rand() < 0.7;
  const closer = slots(pick(closers), action);

  const sentences = withCloser ? [opener, factSentence, closer] : [opener, factSentence];
  const emojis = [domain.emoji, pick(celebrationEmojis)].slice(0, patterns.emojis);
  if (emojis.length === 1) sentences[sentences.length - 1] += ` ${emojis[0]}`;
  if (emojis.length === 2) {
    sentences[0] += ` ${emojis[0]}`;
    sentences[sentences.length - 1] += ` ${emojis[1]}`;
  }

  const tags = hashtags(subjectText, domain, second, pick);
  return `${sentences.join(" ")}\n\n${tags.map((t) => `#${t}`).join(" ")}`;
}

/** Plain text only: no markup characters, links or sentence breaks, at most MAX_TOPIC characters. */
export function cleanTopic(raw: string): string {
  let s = raw
    .replace(/\p{Cc}/gu, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&[#a-z0-9]+;/gi, " ")
    .replace(/\bhttps?:\/\/\S+/gi, " ")
    .replace(/[<>*_`#[\]{}|\\~^"]/g, " ")
    .replace(/[.!?]+(?=\s|$)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (s.length > MAX_TOPIC) {
    const cut = s.slice(0, MAX_TOPIC);
    s = cut.slice(0, cut.lastIndexOf(" ") > 40 ? cut.lastIndexOf(" ") : MAX_TOPIC);
  }
  // Leading "-", "+" or "=" would turn the post into a Markdown list or heading.
  return s.replace(/^[\s,;:'+=-]+|[\s,;:'+=-]+$/g, "");
}

/** Domains whose keywords appear in the topic, best match first (ties keep the bank's order). */
function rankDomains(topic: string): Domain[] {
  const text = ` ${normalise(topic)} `;
  return domains
    .map((d, i) => ({ d, i, score: d.keywords.filter((k) => text.includes(` ${k} `)).length }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((x) => x.d);
}

/** Facts keyed to words in the topic, or all of the domain's facts when none are. */
function factsFor(domain: Domain, topic: string) {
  const text = ` ${normalise(topic)} `;
  const keyed = domain.facts.filter((f) => f.keys?.some((k) => text.includes(` ${k} `)));
  return keyed.length > 0 ? keyed : domain.facts;
}

function normalise(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9/\- ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** One CamelCase tag from the topic's main words plus tags of its domain(s): 2 or 3, no duplicates. */
function hashtags(
  topic: string,
  domain: Domain,
  second: Domain | undefined,
  pick: <T>(items: T[]) => T,
): string[] {
  const candidates: string[] = [];
  const fromTopic = topicTag(topic);
  if (fromTopic) candidates.push(fromTopic);
  candidates.push(pick(domain.tags.slice(0, 2)));
  candidates.push(second ? second.tags[0] : pick(domain.tags.slice(2)));
  candidates.push(...domain.tags, "ITTraining", "TechSkills");

  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of candidates) {
    const key = tag.toLowerCase();
    if (seen.has(key) || !/^[A-Za-z][A-Za-z0-9]*$/.test(tag)) continue;
    seen.add(key);
    tags.push(tag);
    if (tags.length === 3) break;
  }
  return tags;
}

/**
 * The topic's best pair of adjacent words as a CamelCase tag: pairs with domain keywords and
 * acronyms or names score higher, so "How freshers can crack networking interviews" gives
 * NetworkingInterviews. With no such signal, up to three leading words ("WorkLifeBalance").
 */
function topicTag(topic: string): string | undefined {
  const text = ` ${normalise(topic)} `;
  const keywordWords = new Set(
    domains
      .flatMap((d) => d.keywords.filter((k) => text.includes(` ${k} `)))
      .flatMap((k) => k.split(/[ /-]/)),
  );
  const words = topic.split(/[^A-Za-z0-9]+/).filter((w) => w.length > 1 && !STOPWORDS.has(w.toLowerCase()));
  const camel = (ws: string[]) =>
    ws.map((w) => (w === w.toUpperCase() ? w : w[0].toUpperCase() + w.slice(1).toLowerCase())).join("");
  const weight = (w: string) => (keywordWords.has(w.toLowerCase()) ? 1 : 0) + (/^[A-Z]/.test(w) ? 0.5 : 0);

  let best: string[] = words.slice(0, 1);
  let bestScore = words.length === 1 ? weight(words[0]) : -1;
  for (let i = 0; i + 1 < words.length; i++) {
    const score = weight(words[i]) + weight(words[i + 1]);
    if (score > bestScore) [best, bestScore] = [words.slice(i, i + 2), score];
  }
  if (bestScore < 1 && words.length > 1) best = words.slice(0, 3);
  while (best.length > 1 && camel(best).length > MAX_TAG) best = best.slice(0, -1);
  const tag = best.length > 0 ? camel(best) : "";
  return /^[A-Za-z][A-Za-z0-9]{2,}$/.test(tag) && tag.length <= MAX_TAG ? tag : undefined;
}

/** "Network automation" reads as "network automation" mid-sentence; acronyms and names keep their case. */
function inSentence(topic: string): string {
  const first = topic.split(/\s/)[0] ?? "";
  return /^[A-Z][a-z]+(-[a-z]+)*$/.test(first) && !PROPER.has(first.toLowerCase())
    ? topic[0].toLowerCase() + topic.slice(1)
    : topic;
}

function upperFirst(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
