import type { ContentTone } from "#server/ai/types.ts";

/**
 * Sentence patterns per tone. Slots: {Topic}/{topic} (sentence start / inside), {audience},
 * {field}, {principle}, {action} and {brand}. Each pattern is exactly one sentence.
 */
export type TonePatterns = {
  openers: string[];
  /** Closers; those with {brand} are left out when the topic already names the company. */
  closers: string[];
  /** Put before a fact ("" = none). */
  factLeads: string[];
  /** Excited posts end facts with "!" rather than ".". */
  exclaim: boolean;
  emojis: number;
};

export const tones: Record<ContentTone, TonePatterns> = {
  Professional: {
    openers: [
      "{Topic} is now a practical priority for {audience} who want measurable results.",
      "For {audience}, {topic} has moved from a nice-to-have to a core capability.",
      "Organisations across India are taking a closer look at {topic} this year.",
      "{Topic} sits at the centre of how {field} is planned, delivered and measured today.",
      "Getting {topic} right is one of the clearest ways to strengthen {field}.",
    ],
    closers: [
      "Our trainers at {brand} can help you {action} with a structured, hands-on plan.",
      "If your goal is to {action}, a clear roadmap and regular practice make all the difference.",
      "Talk to {brand} about how to {action} with confidence.",
      "Now is a sensible time to {action} and measure the results.",
    ],
    factLeads: [""],
    exclaim: false,
    emojis: 0,
  },
  Casual: {
    openers: [
      "Quick one for all the {audience} out there: {topic} is worth a slot in your week.",
      "So, {topic} keeps coming up in almost every chat we have with {audience}.",
      "Let's be honest, {topic} feels way less scary once you actually get hands-on.",
      "Real talk: {topic} is one of those things that pays off faster than you'd expect.",
      "If {topic} is sitting on your to-do list, this one's for you.",
    ],
    closers: [
      "Swing by {brand} if you want to {action}; we'd love to help.",
      "Honestly, the best time to {action} is this week.",
      "Our crew at {brand} would love to help you {action}, so come say hi.",
      "Grab a coffee, block an hour and take the first step to {action}.",
    ],
    factLeads: ["Here's the thing: ", "Fun fact: ", ""],
    exclaim: false,
    emojis: 1,
  },
  Excited: {
    openers: [
      "Big news for {audience}: {topic} is where the action is right now!",
      "We can't stop talking about {topic}, and here's why!",
      "{Topic} is changing the game for {field}, and we're all in!",
      "This is the moment for {topic}, and the energy around it is incredible!",
      "Calling all {audience}: {topic} just got a lot more exciting!",
    ],
    closers: [
      "Join us at {brand} and {action} with a team that has your back!",
      "There has never been a better time to {action}!",
      "Take the leap, {action} and make this your breakthrough year!",
    ],
    factLeads: ["", "Even better: "],
    exclaim: true,
    emojis: 2,
  },
  Informative: {
    openers: [
      "Here is a quick primer on {topic} for {audience}.",
      "{Topic} in brief: it shapes how {field} is designed, run and improved.",
      "Understanding {topic} starts with one idea: {principle}.",
      "A short explainer on {topic}, one of the key subjects in {field} today.",
      "Three things matter most when approaching {topic}: fundamentals, practice and feedback.",
    ],
    closers: [
      "A good next step is to {action}, ideally with guided lab practice.",
      "{Brand} runs hands-on sessions if you want to {action}.",
      "The most reliable way to {action} is steady practice with feedback from experienced trainers.",
    ],
    factLeads: ["Worth knowing: ", "Key fact: ", ""],
    exclaim: false,
    emojis: 0,
  },
};

/** A second emoji for excited posts. */
export const celebrationEmojis = ["🚀", "🎉", "✨", "🙌"];
