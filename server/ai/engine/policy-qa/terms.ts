/**
 * Turns a question into canonical concept tokens: lower case, number words as digits,
 * known phrases joined, and each word mapped to its concept, allowing one typo in
 * longer words ("probaton", "certficate", "maternaty").
 */

const numberWords: Record<string, string> = {
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  ten: "10",
  eleven: "11",
  twelve: "12",
  fifteen: "15",
  twenty: "20",
  thirty: "30",
};

/** Multi-word phrases rewritten before splitting into words. */
const phrases: [RegExp, string][] = [
  [/\bwork(ing)? from home\b|\bwfh\b/g, " blocked "],
  [
    /\b(loss of pay|without pay|notice period|half[- ]day|comp(ensatory)?[- ]off|public holidays?|national holidays?|short notice|last minute|carry (it )?(over|forward)|roll(ed)? over|part[- ]time)\b/g,
    " blocked ",
  ],
  [/\bpaid (leaves?|time off|days?|vacation|holidays?)\b/g, " annual leave "],
  [/\b(days?|time) off\b/g, " leave "],
  [
    /\b(new joiners?|newly joined|just joined|new (employee|hire|joinee)s?|joined recently|recently joined)\b/g,
    " probation ",
  ],
  [/\bfirst (6|six) months\b/g, " probation "],
  [/\bfortnight\b/g, " 2 weeks "],
  [/\b(next week|this week|tomorrow|day after tomorrow)\b/g, " advance "],
  [/\b(policy|it|this|rules?) appl(y|ies) to\b|\bwho is covered\b/g, " policy scope "],
  [/\bmedical (leave)\b/g, " sick leave "],
  [/\bhow (early|far|soon|much notice|long before|many days before|many weeks before)\b/g, " advance "],
];

/** Concepts and the words that express them. "blocked" marks topics the policy does not cover. */
const concepts: Record<string, string[]> = {
  annual: ["annual", "anual", "yearly", "earned", "privilege", "vacation", "vacations", "pl", "el"],
  leave: [
    "leave",
    "leaves",
    "leav",
    "levae",
    "off",
    "absence",
    "absent",
    "entitlement",
    "entitled",
    "allowance",
  ],
  sick: [
    "sick",
    "sik",
    "sickness",
    "ill",
    "illness",
    "unwell",
    "fever",
    "flu",
    "hospital",
    "hospitalised",
    "hospitalized",
  ],
  certificate: [
    "certificate",
    "certificates",
    "cert",
    "note",
    "doctor",
    "doctors",
    "proof",
    "prescription",
    "mc",
  ],
  probation: ["probation", "probationary", "confirmation", "confirmed", "joining", "joinee"],
  advance: ["advance", "advanced", "ahead", "early", "earlier", "prior", "beforehand", "notice", "lead"],
  apply: [
    "apply",
    "applying",
    "application",
    "request",
    "requesting",
    "approve",
    "approves",
    "approval",
    "approved",
    "submit",
    "manager",
    "process",
    "procedure",
    "sanction",
  ],
  scope: ["applies", "covered", "cover", "covers", "scope", "eligible", "eligibility"],
  summary: ["summary", "summarise", "summarize", "overview", "types", "kinds", "main", "points", "explain"],
  total: ["total", "altogether", "overall", "combined"],
  count: ["many", "much", "number", "days", "day", "quota", "get", "allowed"],
  blocked: [
    "maternity",
    "paternity",
    "pregnancy",
    "pregnant",
    "baby",
    "adoption",
    "salary",
    "salaries",
    "pay",
    "payslip",
    "bonus",
    "increment",
    "appraisal",
    "remote",
    "hybrid",
    "holiday",
    "holidays",
    "festival",
    "diwali",
    "pongal",
    "christmas",
    "eid",
    "carry",
    "forward",
    "encash",
    "encashment",
    "lapse",
    "lapses",
    "unused",
    "accumulate",
    "accumulated",
    "rollover",
    "half",
    "casual",
    "compensatory",
    "lop",
    "unpaid",
    "sabbatical",
    "study",
    "bereavement",
    "funeral",
    "death",
    "marriage",
    "wedding",
    "menstrual",
    "resign",
    "resignation",
    "terminate",
    "termination",
    "overtime",
    "weekend",
    "weekends",
    "saturday",
    "sunday",
    "travel",
    "insurance",
    "gratuity",
    "pf",
    "provident",
    "intern",
    "interns",
    "internship",
    "contractor",
    "contractors",
    "contract",
    "consultant",
    "emergency",
    "urgent",
    "cancel",
    "cancellation",
    "withdraw",
    "extend",
    "extension",
    "exceed",
    "exceeds",
    "extra",
    "additional",
    "exhaust",
    "exhausted",
    "paid",
    "reimbursement",
    "leaving",
    "quit",
    "experience",
    "relieving",
    "notice-period",
    "shift",
    "dress",
    "attendance",
    "late",
  ],
  injection: [
    "ignore",
    "disregard",
    "forget",
    "pretend",
    "roleplay",
    "jailbreak",
    "dan",
    "joke",
    "poem",
    "story",
    "song",
    "instructions",
    "prompt",
    "system",
    "weather",
    "capital",
    "recipe",
    "code",
    "translate",
    "password",
  ],
};

const wordConcept = new Map<string, string>();
for (const [concept, words] of Object.entries(concepts)) for (const w of words) wordConcept.set(w, concept);
const vocabulary = [...wordConcept.keys()];

/** Edit distance capped at `max` + 1 (enough to decide "within max"). */
function withinDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return false;
    prev = cur;
  }
  return prev[b.length] <= max;
}

function conceptOf(word: string): string | undefined {
  const exact = wordConcept.get(word);
  if (exact) return exact;
  if (word.length < 5 || /\d/.test(word)) return undefined;
  const max = word.length >= 8 ? 2 : 1;
  const near = vocabulary.find((v) => v.length >= 5 && withinDistance(word, v, max));
  return near ? wordConcept.get(near) : undefined;
}

export type ParsedQuestion = { concepts: Set<string>; numbers: number[]; words: string[] };

export function parseQuestion(question: string): ParsedQuestion {
  let text = ` ${question.normalize("NFKC").toLowerCase().replace(/[’‘`]/g, "'")} `;
  text = text.replace(/'s\b/g, "").replace(/[^a-z0-9\s-]/g, " ");
  text = text.replace(/\b[a-z]+\b/g, (w) => numberWords[w] ?? w);
  for (const [pattern, replacement] of phrases) text = text.replace(pattern, replacement);
  const words = text
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 120);
  const found = new Set<string>();
  const numbers: number[] = [];
  for (const w of words) {
    if (/^\d+$/.test(w)) numbers.push(Number(w));
    const c = conceptOf(w);
    if (c) found.add(c);
  }
  return { concepts: found, numbers, words };
}
