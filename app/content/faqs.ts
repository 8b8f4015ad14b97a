import type { FaqItem } from "./schema";

/** The 12 FAQs, in the categories Training, AI Services and Business Services. */
export const faqs: FaqItem[] = [
  {
    id: "which-course-first",
    category: "Training",
    question: "I am new to networking. Which course should I start with?",
    answer: [
      "Start with CCNA. It assumes no prior networking experience and covers IP addressing, switching, routing, wireless, security basics and an introduction to automation, with daily lab work on real Cisco equipment.",
      "If you already work in a NOC or support role, book a free 20-minute call with a counsellor: we can often place you straight into CCNP Enterprise or a firewall course after a short skills check.",
    ],
  },
  {
    id: "ccie-pass-support",
    category: "Training",
    question: "What does the 100% pass support for CCIE mean?",
    answer: [
      "If you do not clear the CCIE lab exam, we keep supporting you until you do, at no extra training fee. This applies subject to conditions: at least 90% attendance, all workbook labs submitted, a score of 80% or more in our final mock lab, and a first lab attempt within six months of finishing the batch.",
      "Support after a failed attempt includes a free seat in the next batch, additional rack hours and a one-to-one review of your exam report with the lead instructor. Cisco exam fees, travel and accommodation are not included.",
    ],
  },
  {
    id: "lab-access",
    category: "Training",
    question: "Is the lab really available 24/7, and can I use it from home?",
    answer:
      "Yes. Every enrolled student gets a personal booking account for our Chennai racks (Cisco, Juniper, Fortinet and Palo Alto), reachable over a secure browser console from anywhere, any hour, for the length of the course plus 60 days. Rack slots are booked in 4-hour blocks and the lab team is on call around the clock.",
  },
  {
    id: "payment-options",
    category: "Training",
    question: "What payment options do you accept? Is EMI available?",
    answer: [
      "You can pay by UPI, debit or credit card, net banking or bank transfer. No-cost EMI over 3 or 6 months is available on courses above ₹25,000 through our lending partners, subject to their approval.",
      "Companies sponsoring employees can pay against a GST invoice with purchase order and 30-day credit terms. Learners in the Middle East and Asia Pacific can pay by international card or wire transfer in USD or AED.",
    ],
  },
  {
    id: "online-from-abroad",
    category: "Training",
    question: "Can I attend live online from outside India?",
    answer:
      "Yes. About a third of our learners join from the UAE, Oman, Qatar, Saudi Arabia, Singapore and Malaysia. Weekday evening batches (7:00-9:00 PM IST) and weekend batches suit Gulf and Southeast Asian time zones, every session is recorded, and the remote lab works the same from any country.",
  },
  {
    id: "what-is-rag",
    category: "AI Services",
    question: "What is RAG, and why would my business need it?",
    answer: [
      "RAG (retrieval-augmented generation) lets an AI assistant answer from your own documents, such as policies, manuals, contracts and tickets, instead of from what a public model happened to learn. Relevant passages are retrieved from a secure index and the model writes its answer only from them, citing the source.",
      "Businesses use it for internal knowledge portals, support-centre assistants and compliance look-ups, where an answer must be accurate, current and traceable to a document.",
    ],
  },
  {
    id: "ai-data-privacy",
    category: "AI Services",
    question: "Will our data be used to train public AI models?",
    answer:
      "No. We use enterprise model endpoints whose terms exclude training on your data, keep indexes and logs in your chosen region (India, the UAE or Singapore), and can deploy entirely inside your own cloud account. Access follows your existing roles, and every project includes a data-processing agreement aligned with India's DPDP Act.",
  },
  {
    id: "ai-project-timeline",
    category: "AI Services",
    question: "How long does a typical AI agent or chatbot project take?",
    answer: [
      "A focused pilot, for example a support chatbot over one product line or a RAG portal over one department's documents, usually takes 4 to 6 weeks from the discovery workshop to a working system your team can test.",
      "Production rollout with integrations (CRM, ticketing, WhatsApp), monitoring and handover typically adds another 4 to 8 weeks, depending on the number of systems involved.",
    ],
  },
  {
    id: "ai-without-data-team",
    category: "AI Services",
    question: "Do we need an in-house data science team to use your AI services?",
    answer:
      "No. We handle design, build, evaluation and hosting, and offer AI-as-a-service on a monthly plan. Your team provides the documents and a subject-matter owner; we train your staff to update content and review answers through a no-code dashboard.",
  },
  {
    id: "hosting-uptime-sla",
    category: "Business Services",
    question: "What does the 99.9% uptime SLA on managed cloud hosting cover?",
    answer:
      "It covers the availability of your hosted application or website, measured monthly by our external monitoring. If uptime falls below 99.9% in a month, you receive a service credit on that month's hosting fee. Planned maintenance is announced 72 hours ahead and scheduled outside your business hours.",
  },
  {
    id: "small-business-websites",
    category: "Business Services",
    question: "Do you build websites and run digital marketing for small businesses?",
    answer:
      "Yes. We build fast, mobile-first websites for clinics, schools, manufacturers and retailers, with hosting, SSL and an easy content editor included, and run search, social and WhatsApp marketing campaigns with a monthly report in plain language.",
  },
  {
    id: "service-regions",
    category: "Business Services",
    question: "Do you work with businesses outside Chennai?",
    answer:
      "Yes. We serve clients across India, the Middle East and Asia Pacific. Design, development and support are delivered remotely, and our engineers travel for site surveys, network installations and go-live weekends when a project needs people on site.",
  },
];
