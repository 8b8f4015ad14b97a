/** `import source from "./file.ts?script"`: the file's default-exported function as minified source text (vite.config.ts). */
declare module "*?script" {
  const source: string;
  export default source;
}
