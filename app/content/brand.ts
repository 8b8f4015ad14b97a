import type { Brand } from "./schema";

/** Company identity: the one place to change names, address and contact details. */
export const brand: Brand = {
  productName: "Arivu Technologies",
  shortName: "Arivu",
  legalName: "Arivu Technologies Private Limited",
  tagline: "Certification training, AI solutions and IT services from Chennai",
  description:
    "Arivu Technologies trains network, security and AI professionals from CCNA to CCIE and builds AI, IT infrastructure and digital solutions for businesses across India, the Middle East and Asia Pacific.",
  email: "info@arivutech.in",
  phone: "+91 44 4850 2700",
  whatsappNumber: "919884012345",
  address: {
    street: "4th Floor, Sigma Tower, 142 Rajiv Gandhi Salai",
    locality: "Thoraipakkam",
    city: "Chennai",
    region: "Tamil Nadu",
    postalCode: "600097",
    country: "IN",
  },
  geo: { latitude: 12.9416, longitude: 80.2362 },
  ccnaSyllabusUrl: "https://learningnetwork.cisco.com/s/ccna-exam-topics",
  responsePromise: "We respond within 24-48 business hours.",
};

/** Company figures quoted on several pages: change them here only. */
export const facts = {
  founded: "2012",
  alumni: "12,000+",
  ccieInstructors: "11",
  placementPartners: "320+",
  racks: "40+",
  clientCountries: "5",
};

export function whatsappLink(text: string, number = brand.whatsappNumber): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
