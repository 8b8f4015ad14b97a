/** A chunk of Vite's client build manifest (build/client/.vite/manifest.json). */
export type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };

/**
 * The modules a page may load on demand, from Vite's manifest: what its own modules import
 * with `import()` (the chat panel, the search dialog, a late section), with everything those
 * import in turn, leaving out what the page loads anyway. Fetched into the cache once the
 * page has painted (document-head.ts), so no tap waits for the network to answer.
 */
export function lazyModules(manifest: Record<string, ManifestChunk>): (pageModules: string[]) => string[] {
  const byFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
  return (pageModules) => {
    const page = new Set(pageModules);
    const found = new Set<string>();
    // The static imports of a lazy chunk come with it; its own `import()`s are lazy too.
    const take = (key: string) => {
      const chunk = manifest[key];
      const url = chunk && `/${chunk.file}`;
      if (!url || found.has(url) || page.has(url)) return;
      found.add(url);
      for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) take(next);
    };
    for (const url of pageModules) for (const key of byFile.get(url)?.dynamicImports ?? []) take(key);
    return [...found];
  };
}
