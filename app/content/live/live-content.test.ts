import { describe, expect, it } from "vitest";
import { byVersion, seedLiveContent, type LiveContent } from "./live-content";
import { seedContent } from "./seed";

describe("byVersion", () => {
  it("builds again only when the live content's version changes", () => {
    let live: LiveContent = { version: 3, content: seedContent() };
    const built: number[] = [];
    const feeOfCcna = byVersion(
      () => live,
      ({ version, content }) => {
        built.push(version);
        return content.courses.find((c) => c.id === "ccna")!.price;
      },
    );
    expect(feeOfCcna()).toBe("₹18,500");
    expect(feeOfCcna()).toBe("₹18,500");
    const content = seedContent();
    live = {
      version: 4,
      content: { ...content, courses: content.courses.map((c) => ({ ...c, price: "₹21,000" })) },
    };
    expect(feeOfCcna()).toBe("₹21,000");
    expect(feeOfCcna()).toBe("₹21,000");
    expect(built).toEqual([3, 4]);
  });
});

describe("seedLiveContent", () => {
  it("is the seed at version 0, with the configured WhatsApp number", () => {
    const live = seedLiveContent("919876543210")();
    expect(live.version).toBe(0);
    expect(live.publishedAt).toBeUndefined();
    expect(live.content.contact.whatsappNumber).toBe("919876543210");
  });
});
