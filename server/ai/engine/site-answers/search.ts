import MiniSearch from "minisearch";
import type { SiteDoc } from "./documents";

/** Words that carry no meaning for retrieval. */
const stopWords = new Set(
  (
    "a an the is are was were be been am do does did done you your yours u ur i im me my mine we our us it its this that these those " +
    "of for to in on at by with about and or but what whats which who whom how when where why can could would should will shall may might " +
    "please pls plz kindly tell know want wanted need like give get got have has had any some there here sir madam mam hi hello hey ok okay " +
    "also then than so if from as all much many more details detail info information regarding abt provide share let offer offered " +
    "available avail do does there's is it's one"
  ).split(" "),
);

/** Visitor wording mapped to the words the site uses (applied to the index and to questions). */
const synonyms: Record<string, string> = {
  fee: "price",
  fees: "price",
  cost: "price",
  costs: "price",
  prices: "price",
  pricing: "price",
  charges: "price",
  charge: "price",
  amount: "price",
  rupees: "price",
  inr: "price",
  rs: "price",
  budget: "price",
  fortigate: "fortinet",
  forti: "fortinet",
  nse4: "fortinet",
  nse: "fortinet",
  fcp: "fortinet",
  paloalto: "paloalto",
  pcnsa: "paloalto",
  panos: "paloalto",
  batches: "batch",
  schedule: "batch",
  schedules: "batch",
  timing: "batch",
  timings: "batch",
  slot: "batch",
  slots: "batch",
  calendar: "batch",
  placement: "placement",
  placements: "placement",
  job: "placement",
  jobs: "placement",
  career: "placement",
  careers: "placement",
  hiring: "placement",
  emi: "emi",
  installment: "emi",
  installments: "emi",
  instalment: "emi",
  instalments: "emi",
  loan: "emi",
  syllabus: "curriculum",
  topics: "curriculum",
  modules: "curriculum",
  outline: "curriculum",
  prerequisite: "prerequisites",
  prereq: "prerequisites",
  prerequisites: "prerequisites",
  eligibility: "prerequisites",
  eligible: "prerequisites",
  qualification: "prerequisites",
  mobile: "phone",
  call: "phone",
  number: "phone",
  contact: "contact",
  mail: "email",
  location: "address",
  located: "address",
  directions: "address",
  labs: "lab",
  racks: "rack",
  websites: "website",
  webpage: "website",
  site: "website",
  chatbots: "chatbot",
  bot: "chatbot",
  bots: "chatbot",
  certifications: "certification",
  certificate: "certification",
  certified: "certification",
  classes: "class",
  online: "online",
  virtual: "online",
  saturday: "weekend",
  sunday: "weekend",
  weekends: "weekend",
  weekdays: "weekday",
  freshers: "beginner",
  fresher: "beginner",
  beginners: "beginner",
  newbie: "beginner",
  refund: "refunds",
  cancel: "cancellations",
  cancellation: "cancellations",
  guarantee: "pass",
  guaranteed: "pass",
};

/** Phrases joined or renamed before splitting into words. */
const phrases: [RegExp, string][] = [
  [/palo ?alto|pan-os/g, "paloalto"],
  [/\bnse ?4\b/g, "nse4"],
  [/\bsd[- ]wan\b/g, "sdwan"],
  [/\bhow much\b/g, "price"],
  [/\bwhats ?app\b|\bwa\b/g, "whatsapp"],
  [/\be-mail\b/g, "email"],
  [/\bwork from home\b/g, "remote"],
  [/₹/g, " price "],
  [/\b(office|working|business|opening|open) (timings?|hours|times?)\b/g, "office hours"],
  [/\bemail (id|address)\b|\bmail id\b/g, "email contact"],
];

export function normalize(text: string): string {
  let t = ` ${text.normalize("NFKC").toLowerCase().replace(/[’‘`]/g, "'")} `;
  for (const [p, r] of phrases) t = t.replace(p, r);
  return t.replace(/\s+/g, " ").trim();
}

export function processTerm(term: string): string | null {
  const t = term.toLowerCase().replace(/^'+|'+$/g, "");
  // The site is in English: other scripts and symbols cannot match and only cost time.
  if (!t || stopWords.has(t) || t.length > 30 || !/^[a-z0-9][a-z0-9+#&.-]*$/.test(t)) return null;
  return synonyms[t] ?? t;
}

/** The meaningful, canonical terms of a question. */
export function queryTerms(text: string): string[] {
  const out: string[] = [];
  for (const raw of normalize(text).split(/[^\p{L}\p{N}+#&.-]+|(?<!\d)[.-]|[.-](?!\d)/u)) {
    const t = raw && processTerm(raw);
    if (t && !out.includes(t)) out.push(t);
  }
  return out.slice(0, 12);
}

/** FAQs answer questions directly; legal text and bare page pointers only when nothing else does. */
function documentBoost(id: string): number {
  if (id.startsWith("faq-")) return 1.4;
  if (id.startsWith("legal-")) return 0.7;
  if (id.startsWith("page-") || id.startsWith("hero-")) return 0.6;
  return 1;
}

export type SiteIndex = { search: MiniSearch<SiteDoc>; docs: Map<string, SiteDoc> };

/** The search index over the passages of the site's content. */
export function buildIndex(docs: SiteDoc[]): SiteIndex {
  const search = new MiniSearch<SiteDoc>({
    fields: ["title", "keywords", "text"],
    storeFields: [],
    tokenize: (text) => normalize(text).split(/[^\p{L}\p{N}+#&.-]+|(?<!\d)[.-]|[.-](?!\d)/u),
    processTerm,
    searchOptions: {
      boostDocument: (id) => documentBoost(String(id)),
      boost: { title: 3, keywords: 2.5, text: 1 },
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      prefix: (term) => term.length >= 4,
      combineWith: "OR",
    },
  });
  search.addAll(docs);
  return { search, docs: new Map(docs.map((d) => [d.id, d])) };
}

export type Hit = { doc: SiteDoc; score: number; coverage: number };

/** Ranked passages for the terms, with the share of query terms each one matched. */
export function searchSite({ search, docs }: SiteIndex, terms: string[]): Hit[] {
  if (!terms.length) return [];
  return search
    .search(terms.join(" "), { tokenize: (s) => s.split(" ") })
    .slice(0, 10)
    .map((r) => ({
      doc: docs.get(String(r.id))!,
      score: r.score,
      coverage: new Set(r.queryTerms).size / terms.length,
    }))
    .filter((h) => h.doc);
}
