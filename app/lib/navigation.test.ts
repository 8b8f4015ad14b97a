import { describe, expect, it } from "vitest";
import {
  blobHashFor,
  isSameLocation,
  keepPreview,
  pageSegments,
  parsePath,
  routeFromUrl,
  toInternalPath,
} from "./navigation";

const origins = ["https://arivutech.in"];

describe("toInternalPath", () => {
  it("keeps paths and reduces absolute URLs of our origin to path, query and hash", () => {
    expect(toInternalPath("/contact", origins)).toBe("/contact");
    expect(toInternalPath("https://arivutech.in/it-training/programs?x=1#ccna", origins)).toBe(
      "/it-training/programs?x=1#ccna",
    );
    expect(toInternalPath("#faq", origins)).toBe("#faq");
  });
  it("leaves other origins, protocol-relative URLs and mailto/tel to the browser", () => {
    expect(toInternalPath("https://wa.me/91988", origins)).toBeNull();
    expect(toInternalPath("//evil.example/x", origins)).toBeNull();
    expect(toInternalPath("mailto:info@arivutech.in", origins)).toBeNull();
    expect(toInternalPath("tel:+914448502700", origins)).toBeNull();
    expect(toInternalPath("http://arivutech.in/contact", origins)).toBeNull();
  });
});

describe("keepPreview", () => {
  const to = { pathname: "/it-training/plans-pricing", search: "", hash: "#price-ccna" };
  it("adds ?preview to a link in an editor's preview, keeping its other parts", () => {
    expect(keepPreview(to, true)).toEqual({ ...to, search: "?preview=" });
    expect(keepPreview({ ...to, search: "?interest=IT+Training" }, true).search).toBe(
      "?interest=IT+Training&preview=",
    );
  });
  it("leaves links alone outside a preview, and a link that has it already", () => {
    expect(keepPreview(to, false)).toBe(to);
    expect(keepPreview({ ...to, search: "?preview" }, true).search).toBe("?preview");
  });
});

describe("isSameLocation", () => {
  const here = { pathname: "/it-training", search: "", hash: "" };
  it("is true for the current location, with or without a trailing slash", () => {
    expect(isSameLocation(parsePath("/it-training", here), here)).toBe(true);
    expect(isSameLocation(parsePath("/it-training/", here), here)).toBe(true);
  });
  it("is false when the path, query or hash differs", () => {
    expect(isSameLocation(parsePath("/it-training#x", here), here)).toBe(false);
    expect(isSameLocation(parsePath("/it-training?a=1", here), here)).toBe(false);
    expect(isSameLocation(parsePath("/contact", here), here)).toBe(false);
  });
  it("resolves a bare hash against the current page", () => {
    expect(parsePath("#faq", { pathname: "/", search: "?q=1", hash: "" })).toEqual({
      pathname: "/",
      search: "?q=1",
      hash: "#faq",
    });
  });
});

describe("routeFromUrl (blob: documents keep the route in the hash)", () => {
  it("reads the normal URL outside blob documents", () => {
    expect(
      routeFromUrl({ protocol: "https:", pathname: "/contact", search: "?interest=ai", hash: "#form" }),
    ).toEqual({
      pathname: "/contact",
      search: "?interest=ai",
      hash: "#form",
    });
  });
  it("reads the route from the hash in a blob document", () => {
    expect(
      routeFromUrl({
        protocol: "blob:",
        pathname: "/4b1c-uuid",
        search: "",
        hash: "#/it-training/programs?x=1#ccna",
      }),
    ).toEqual({
      pathname: "/it-training/programs",
      search: "?x=1",
      hash: "#ccna",
    });
    expect(routeFromUrl({ protocol: "blob:", pathname: "/uuid", search: "", hash: "" })).toEqual({
      pathname: "/",
      search: "",
      hash: "",
    });
  });
  it("writes the route into the hash", () => {
    expect(blobHashFor({ pathname: "/", search: "", hash: "#faq" })).toBe("#/#faq");
    expect(
      routeFromUrl({
        protocol: "blob:",
        pathname: "/u",
        search: "",
        hash: blobHashFor({ pathname: "/", search: "", hash: "#faq" }),
      }),
    ).toEqual({
      pathname: "/",
      search: "",
      hash: "#faq",
    });
  });
});

describe("pageSegments", () => {
  it("takes the first segment as page and the second as sub page", () => {
    expect(pageSegments("/it-training/programs/extra")).toEqual(["it-training", "programs"]);
    expect(pageSegments("/")).toEqual(["", ""]);
  });
});
