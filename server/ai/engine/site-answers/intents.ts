/** What a visitor asks about a course, read from the wording of the question. */
export type CourseIntent = "price" | "duration" | "prereq" | "syllabus" | "batch" | "general";

const intentPatterns: [CourseIntent, RegExp][] = [
  [
    "price",
    /\b(fees?|cost|costs|price|prices|pricing|charges?|how much|amount|rate|rs\.?|rupees|inr|budget|expensive|cheap|afford)\b|₹/,
  ],
  [
    "batch",
    /\b(batch|batches|schedule|schedules|timings?|time ?table|start(s|ing)? (date|on|from)|when (does|do|will|is|can)\b.*\b(start|begin|next)|next (batch|class|session)|weekend|weekday|slots?|class time|evening)\b/,
  ],
  [
    "prereq",
    /\b(pre-?req\w*|eligib\w*|requirements?|qualifications?|who can (join|do|take|apply)|background|fresher|freshers|beginners?|experience (needed|required)|can i (join|do|take)|non[- ]?it)\b/,
  ],
  [
    "syllabus",
    /\b(syllabus|curriculum|topics?|modules?|outline|what will i learn|what (does|do) (it|they|you) (cover|teach)|covers?|contents?)\b/,
  ],
  ["duration", /\b(duration|how long|how many (weeks|months|days|hours)|weeks?|months?|length)\b/],
];

export function courseIntent(text: string): CourseIntent {
  for (const [intent, pattern] of intentPatterns) if (pattern.test(text)) return intent;
  return "general";
}

/** Course names and the ways visitors write them, longest first so "ccie security" wins over "ccie". */
const courseAliases: [string, RegExp][] = [
  ["ccna-ccnp-combo", /\b(combo|ccna ?(\+|and|&|plus) ?ccnp (combo|package|together))\b/],
  ["ccie-security", /\bccie[ -]?(security|sec)\b/],
  ["ccie-service-provider", /\bccie[ -]?(service provider|sp)\b|\bservice provider\b/],
  ["ccie-enterprise", /\bccie([ -]?(enterprise|ei|infra\w*))?\b|\bcc ?ie\b/],
  ["ccnp-enterprise", /\bccnp\b|\bc ?c ?n ?p\b|\bencor\b|\benarsi\b|\b350-401\b|\b300-410\b/],
  ["ccna", /\bccna\b|\bc ?c ?n ?a\b|\b200-301\b|\bcisco certified network associate\b/],
  ["ccde", /\bccde\b|\bdesign expert\b/],
  ["fortinet-nse4", /\bforti\w*|\bnse ?4\b|\bnse\b|\bfcp\b/],
  ["palo-alto-pcnsa", /\bpalo ?alto\b|\bpcnsa\b|\bpan-?os\b|\bpaloalto\b/],
  ["cissp", /\bcissp\b|\bisc2\b/],
  ["machine-learning-python", /\bmachine learning( (with|using|in) python)?\b|\bml\b/],
  [
    "python-network-automation",
    /\bpython (for )?network\b|\bnetwork automation course\b|\bpython course\b|\bnetmiko\b|\bdevnet\b|\bpython\b/,
  ],
  ["cisco-sd-wan", /\bsd[- ]?wan\b|\bviptela\b|\b300-415\b|\bensdwi\b/],
  [
    "ai-for-business-leaders",
    /\bai for (business|leaders|managers|executives)\b|\bbusiness leaders\b|\bexecutive (ai )?workshop\b/,
  ],
  ["prompt-engineering", /\bprompt(ing| engineering)\b|\bchat ?gpt course\b/],
  ["rag-vector-databases", /\bvector (db|database|databases)\b|\brag (course|training)\b|\brag & vector\b/],
];

/** Catalogue course ids mentioned in the text, in order of first mention. */
export function mentionedCourses(text: string): string[] {
  let rest = text;
  const found: { id: string; at: number }[] = [];
  for (const [id, pattern] of courseAliases) {
    const m = pattern.exec(rest);
    if (!m) continue;
    found.push({ id, at: m.index });
    // Blank the match so a shorter alias ("ccie") does not match it again.
    rest = rest.slice(0, m.index) + " ".repeat(m[0].length) + rest.slice(m.index + m[0].length);
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.id);
}
