/** IT Training pages: copy, cards and the batch calendar's text. One file per page, so each page's bundle carries only its own content. */
export * from "./training/overview";
export * from "./training/b2b";
export * from "./training/lab";
export * from "./training/training-model";
export * from "./training/batch-calendar";
