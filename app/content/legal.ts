import type { Legal } from "./schema";
import { brand } from "./brand";

const company = brand.legalName;

/** The contact details the policy quotes, as edited at /admin/content. */
export type LegalContact = { email: string; street: string; locality: string; postalCode: string };

/**
 * Privacy policy and terms and conditions shown on /legal, quoting the given email and
 * address. Placeholder text until reviewed by counsel.
 */
export const legalFor = ({ email, street, locality, postalCode }: LegalContact): Legal => ({
  placeholderNotice:
    "Placeholder text pending legal review: this privacy policy and these terms and conditions are a working draft and will be replaced by the reviewed versions before they take effect.",
  lastUpdated: "2026-11-23",
  changeNotice: `We will give at least 30 days notice of any material change to this privacy policy or these terms, by a notice on this page and by email to learners with an active enrolment, before the change takes effect.`,
  documents: [
    {
      id: "privacy",
      title: "Privacy Policy",
      summary: `This policy explains how ${company} ("Arivu", "we") collects and uses personal data through this website, our enquiry channels and our training programmes, and the rights you have under India's Digital Personal Data Protection Act, 2023.`,
      sections: [
        {
          id: "privacy-data-we-collect",
          heading: "Data we collect",
          paragraphs: ["We collect only what you give us or what is needed to run the service you ask for:"],
          points: [
            "Enquiry forms: your name, email address, optional phone number, area of interest, course of interest, subject and message.",
            "Chat assistant: the service you choose, and the name, email and phone number you type when you ask us to contact you, together with the questions you ask.",
            "How you found us, sent with an enquiry or a chat request: the page that referred you to our site, the campaign details in the link you followed (such as its utm_source, utm_medium and utm_campaign, or an ad click id), and the pages where your visit began and where you sent the request. Your browser keeps the referring page, the campaign and the first page of your first visit for 30 days, so a request sent on a later visit still says how you first found us; we keep them with your enquiry.",
            "WhatsApp and email: the details and messages you send us on those channels.",
            "Enrolment: billing name and address, GSTIN for corporate invoices, attendance, lab bookings and assessment results.",
            "Technical data: server logs with IP address, browser type and pages requested, used for security and kept for 30 days.",
          ],
        },
        {
          id: "privacy-why-we-use-it",
          heading: "Why we use it",
          paragraphs: [
            "We use your data to reply to your enquiry, recommend a course or batch, prepare a quotation, enrol you and deliver training, issue invoices and certificates of completion, and keep our site secure. We rely on the consent you give when you submit a form or share details in chat, and on legitimate uses permitted by the Act, such as meeting tax and accounting obligations.",
            "We do not sell your personal data or use it for advertising networks. Where an AI model provider helps answer chat questions, it processes the conversation on our behalf under contract and may not use it for its own purposes.",
          ],
        },
        {
          id: "privacy-retention",
          heading: "How long we keep it",
          paragraphs: [
            "Enquiries and chat leads are kept for 24 months after our last conversation with you, then deleted. Learner and invoice records are kept for 8 years, as required for books of account under the Companies Act, 2013. Server logs are kept for 30 days. You can ask us to delete enquiry data earlier at any time.",
          ],
        },
        {
          id: "privacy-your-rights",
          heading: "Your rights under the DPDP Act, 2023",
          paragraphs: ["As a Data Principal you may, free of charge:"],
          points: [
            "ask for a summary of the personal data we hold about you and how we use it;",
            "ask us to correct, complete or update inaccurate or incomplete data;",
            `ask us to erase your data by writing to ${email} with the subject "Erasure request"; we act on it within 30 days unless the law requires us to keep a record;`,
            "withdraw your consent as easily as you gave it, without affecting processing already done;",
            "nominate another person to exercise these rights in the event of death or incapacity;",
            "raise a grievance with us, and if it is not resolved, complain to the Data Protection Board of India.",
          ],
        },
        {
          id: "privacy-cookies",
          heading: "Cookies and local storage",
          paragraphs: [
            "This site sets no advertising or tracking cookies. It stores only these in your browser: the daily AI concept image cache in local storage (the date, the image and the prompt that made it), so the image is not generated again on the same day; how you first found us (the referring page, the campaign in the link and the first page you saw) in local storage for 30 days, and the first page of your current visit in session storage until you close the tab, both sent to us only with an enquiry or a chat request; and a chat request that has not reached us yet because of a connection problem, until it does. You can clear them at any time from your browser settings.",
          ],
        },
        {
          id: "privacy-sharing-security",
          heading: "Sharing and security",
          paragraphs: [
            "Your data is stored on servers in India and shared only with service providers who help us run the business (hosting, email, payment and, where enabled, AI model processing), each bound by contract to protect it, or with authorities when the law requires. Access is limited to staff who need it, connections are encrypted, and we will inform you and the Data Protection Board of any personal data breach as the Act requires.",
          ],
        },
        {
          id: "privacy-contact",
          heading: "Grievance officer",
          paragraphs: [
            `For any privacy question, request or grievance, write to our Grievance Officer at ${email} or to ${company}, ${street}, ${locality}, ${brand.address.city} ${postalCode}. We acknowledge requests within 48 hours and resolve them within 30 days.`,
          ],
        },
      ],
    },
    {
      id: "terms",
      title: "Terms and Conditions",
      summary: `These terms apply to the use of this website and to training programmes, lab access and services bought from ${company}. By enrolling or using our labs you accept them.`,
      sections: [
        {
          id: "terms-fees",
          heading: "Fees and payment",
          paragraphs: [
            "Course fees are quoted in Indian rupees and are exclusive of 18% GST unless stated otherwise. A seat is confirmed on payment of the registration amount of ₹5,000; the balance is due before the first session. Fees above ₹40,000 may be paid in up to three instalments. Vendor exam vouchers are billed separately at the vendor's current price.",
          ],
        },
        {
          id: "terms-rescheduling",
          heading: "Rescheduling",
          paragraphs: [
            "You may move to a later batch of the same course once, free of charge, if you tell us at least 7 days before your batch starts, or within the first two sessions. Further moves cost ₹2,000 each. We may reschedule a batch for reasons beyond our control, and will offer you the next batch or a full refund.",
          ],
        },
        {
          id: "terms-refunds",
          heading: "Cancellations and refunds",
          paragraphs: ["Refunds are made to the original payment method within 14 working days of approval:"],
          points: [
            "cancelled 7 or more days before the batch starts: full refund less a ₹2,000 processing fee;",
            "cancelled after the start but before the third session: 50% of the fee paid;",
            "after the third session, and for exam vouchers already issued: no refund.",
          ],
        },
        {
          id: "terms-pass-support",
          heading: "100% pass support",
          paragraphs: [
            "Our 100% pass support, including CCIE pass support, is subject to conditions. If you do not pass the certification exam, we provide free re-training in a later batch and extended lab access until you pass, provided that you:",
          ],
          points: [
            "attend at least 90% of sessions and complete every assigned lab;",
            "take the mock exams and reach the score your instructor recommends before booking;",
            "attempt the vendor exam within 6 months of finishing the course.",
          ],
        },
        {
          id: "terms-lab-usage",
          heading: "Lab usage",
          paragraphs: [
            "Lab access is personal and may not be shared. Bookings are in slots of up to 4 hours; please release slots you cannot use. Do not use the lab to attack, scan or connect to systems outside it, or to store unlawful material. We may suspend access for misuse, and we reset devices between bookings, so save your configurations.",
          ],
        },
        {
          id: "terms-intellectual-property",
          heading: "Intellectual property",
          paragraphs: [
            "Course material, lab workbooks, recordings and this website's content belong to Arivu or its licensors. You may use them for your own learning only and may not copy, resell or share them. Vendor names such as Cisco, Fortinet and Palo Alto Networks are trademarks of their owners; we are an independent training provider.",
          ],
        },
        {
          id: "terms-liability",
          heading: "Limitation of liability",
          paragraphs: [
            "We take care to keep course content and this site accurate, but certification exams are set and graded by their vendors, and we cannot guarantee a result except as described under pass support. To the extent the law allows, our total liability for any claim about a programme is limited to the fees you paid for it, and we are not liable for indirect or consequential loss.",
          ],
        },
        {
          id: "terms-governing-law",
          heading: "Governing law",
          paragraphs: [
            "These terms are governed by the laws of India, and the courts at Chennai, Tamil Nadu have exclusive jurisdiction over any dispute. The version of these terms in force when you enrolled applies to your current programme.",
          ],
        },
      ],
    },
  ],
});

/** The policy with the first contact details (the content check and the assistant's documents). */
export const legal = legalFor({ ...brand.address, email: brand.email });
