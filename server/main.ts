// React must load its production build: set NODE_ENV before anything imports it
// (static imports are hoisted, so the server itself is imported afterwards).
process.env.NODE_ENV ??= "production";
await import("./serve.js");
export {};
