import type { BatchCourseGroup } from "./generate-batches";

/** A catalogue shaped like the real one: 16 courses in four groups. */
export const fixtureGroups: BatchCourseGroup[] = [
  {
    title: "Core & Enterprise Networking",
    subgroups: [
      {
        courses: [
          c("ccna", "CCNA"),
          c("ccnp-enterprise", "CCNP Enterprise"),
          c("ccna-ccnp-combo", "CCNA + CCNP Combo"),
        ],
      },
      {
        courses: [
          c("ccie-enterprise", "CCIE Enterprise Infrastructure"),
          c("ccie-sp", "CCIE Service Provider"),
          c("ccde", "CCDE"),
        ],
      },
    ],
  },
  {
    title: "Cybersecurity",
    subgroups: [
      { courses: [c("nse4", "Fortinet NSE 4"), c("pcnsa", "Palo Alto PCNSA"), c("cissp", "CISSP")] },
      { courses: [c("ccie-security", "CCIE Security")] },
    ],
  },
  {
    title: "Network Automation & Advanced Tech",
    subgroups: [
      { courses: [c("python-automation", "Python for Network Automation"), c("sd-wan", "Cisco SD-WAN")] },
    ],
  },
  {
    title: "AI & Emerging Tech",
    subgroups: [
      {
        courses: [
          c("ai-leaders", "AI for Leaders"),
          c("prompt-engineering", "Prompt Engineering"),
          c("ml-python", "Machine Learning with Python"),
          c("rag-vector-db", "RAG and Vector Databases"),
        ],
      },
    ],
  },
];

function c(id: string, name: string) {
  return { id, name };
}
