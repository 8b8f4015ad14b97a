/**
 * AI Solutions and IT & Digital Solutions: service cards (their ids are the page anchors
 * that search results and menus link to), benefit and process cards, and the live demos.
 * One file per page, so each page's bundle carries only its own content.
 */
export * from "./services/ai";
export * from "./services/automation";
export * from "./services/intelligence";
export * from "./services/platforms";
export * from "./services/strategy";
export * from "./services/demos";
export * from "./services/it";
export * from "./services/infrastructure";
export * from "./services/digital";
export * from "./services/hosting";
