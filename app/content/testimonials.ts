import type { Testimonial } from "./schema";

/** Client success stories: alumni and business clients. */
export const testimonials: Testimonial[] = [
  {
    name: "Priya Raghavan",
    title: "CCIE Enterprise Infrastructure, Network Architect, Bengaluru",
    quote:
      "I failed my first CCIE lab attempt after self-study. Arivu's weekend batch, the 24/7 racks and three full mock labs with line-by-line feedback from Karthik got me through on the second attempt, eight months later. I moved from L2 support to an architect role within the year.",
  },
  {
    name: "Mohammed Faisal",
    title: "Senior Network Engineer, Dubai",
    quote:
      "I took the CCNP Enterprise batch live online from Dubai on weekday evenings. The timings suited the Gulf time zone, the remote lab never went down, and the SD-WAN and automation modules were exactly what my interviews asked about.",
  },
  {
    name: "Lakshmi Narayanan",
    title: "Head of Customer Support, consumer electronics retailer, Chennai",
    quote:
      "Arivu built our Tamil and English support chatbot on top of our warranty and service manuals. It now answers about 60% of queries without an agent, and every answer links to the manual page it came from, which is what convinced our service team to trust it.",
  },
  {
    name: "Arjun Menon",
    title: "IT Manager, logistics company, Muscat",
    quote:
      "They redesigned our warehouse network across three sites and moved our ERP to managed cloud hosting over two weekends, with no downtime during working hours. Monthly reports are clear and their support team picks up at 2 AM when we need them.",
  },
];
