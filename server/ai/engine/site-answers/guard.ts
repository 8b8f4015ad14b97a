import { brand } from "#app/content/brand.ts";

/** Questions the assistant must not answer from site content: injections, greetings, off-topic. */

const injection = [
  /\b(ignore|disregard|forget|override|bypass)\b.{0,60}\b(instructions?|prompts?|rules|previous|above|everything|guidelines|context|restrictions?)\b/,
  /\bsystem (prompt|message|instructions?)\b|\b(initial|hidden|original|developer) (prompt|instructions?)\b/,
  /\b(reveal|show|print|repeat|share|tell me|display|output|leak)\b.{0,30}\b(your|the)\b.{0,15}\b(instructions?|prompt|rules|guidelines|configuration|directives)\b/,
  /\bwhat (are|were) your (instructions|rules|guidelines)\b/,
  /\bpretend (to be|you are|you're|that)\b|\bact as\b|\brole-?play\b|\byou are now\b|\bfrom now on,? (you|act|respond)\b/,
  /\bdan\b|\bjailbr(ea|oke)k|\bdeveloper mode\b|\bdo anything now\b|\bno restrictions\b|\bunfiltered\b/,
];

const offTopic = [
  /\b(weather|rain(ing|fall)?|temperature|forecast today|cricket|ipl|football|fifa|match score|movies?|films?|actor|songs?|lyrics|recipes?|cook(ing)?|jokes?|poems?|poetry|politics|election|minister|stocks?|sensex|nifty|share price|bitcoin|crypto\w*|horoscope|astrology|girlfriend|boyfriend|dating|homework|lottery|gold rate)\b/,
  /\b(medicine|medicines|tablets?|fever|symptoms?|disease|covid|headache|diabetes|cold and cough|cough|pregnan\w*|doctor|hospital|diet|blood pressure)\b/,
  /\b(write|generate|create|give)( me)?( a| an| some| the)?( [\w+#]+){0,2} (code|script|function|essay|letter|poem|story|song|sql query|regex|assignment|resume|cv|program (to|that|for))\b/,
  /\b(debug|fix) (my|this) (code|script|program)\b|\bleetcode\b|\bhack(ing)? (a|my|into|wifi|facebook|instagram)\b/,
  /\bcapital of\b|\bprime minister\b|\bpresident of\b|\btranslate\b|\bmeaning of life\b/,
];

const greetingWords = new Set([
  "hi",
  "hii",
  "hiii",
  "hello",
  "helo",
  "hey",
  "heya",
  "hai",
  "vanakkam",
  "namaste",
  "namaskar",
  "good",
  "morning",
  "afternoon",
  "evening",
  "there",
  "sir",
  "madam",
  "mam",
  "team",
  "arivu",
  "all",
  "everyone",
  "greetings",
  "yo",
]);

const thanksPattern =
  /^(ok(ay)?|thanks?( you)?|thank you( (so|very) much)?|thx|ty|great|cool|super|nice|got it|bye|goodbye)( (sir|madam|team))?$/;

function words(text: string): string[] {
  return text.split(/[^a-z0-9]+/).filter(Boolean);
}

export function isInjection(text: string): boolean {
  return injection.some((p) => p.test(text));
}

export function isOffTopic(text: string): boolean {
  return offTopic.some((p) => p.test(text));
}

export function isGreeting(text: string): boolean {
  const w = words(text);
  return (
    w.length > 0 &&
    w.length <= 6 &&
    w.every((x) => greetingWords.has(x)) &&
    w.some((x) => x !== "good" && x !== "all")
  );
}

export function isThanks(text: string): boolean {
  return thanksPattern.test(words(text).join(" "));
}

export const replies = {
  greeting: [
    "Hello! I'm the Arivu Technologies assistant. I can help you with:",
    "",
    "- **IT training**: CCNA to CCIE, Fortinet, Palo Alto, CISSP, Python automation and AI courses, with fees, durations and batch timings",
    "- **AI solutions**: AI agents, support chatbots, knowledge portals (RAG) and our live demos",
    "- **IT & digital services**: infrastructure, cloud hosting, websites and digital marketing",
    "",
    "What would you like to know?",
  ].join("\n"),
  thanks:
    "You're welcome! Ask me anything else about our courses, batches or services, or reach the team through the contact page or WhatsApp (the Enquire Now button).",
  offTopic:
    "Sorry, I can only help with questions about Arivu Technologies' IT training and our AI and IT services, so I can't answer that. For anything else, please contact our team through the contact page or on WhatsApp (the Enquire Now button), and we will be glad to help.",
  injection:
    "I can't share my instructions or step outside my role. I'm here to help with Arivu Technologies' IT training (courses, fees, batches and lab) and our AI and IT services. What would you like to know about those?",
  unsure: `I couldn't find that on our website. Our team can answer it directly: please use the contact page or WhatsApp (the Enquire Now button). ${brand.responsePromise}`,
};
