// Writes app/components/ui/icons.svg: one <symbol> per name in icon-names.ts, drawn from
// lucide-react, plus the social networks' brand marks. Re-run after adding a name: npx tsx scripts/make-icon-sprite.tsx
import fs from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";
import { iconId, iconNames } from "#app/components/ui/icon-names.ts";
import { brandIconPaths } from "#app/components/site/brand-icon-paths.ts";

const symbols = iconNames.map((name) => {
  const Component = (lucide as unknown as Record<string, lucide.LucideIcon>)[name];
  if (!Component) throw new Error(`lucide-react has no icon named ${name}`);
  const inner = renderToStaticMarkup(<Component />)
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "");
  return `<symbol id="${iconId(name)}" viewBox="0 0 24 24">${inner}</symbol>`;
});

for (const [name, d] of Object.entries(brandIconPaths)) {
  const rule = name === "LinkedIn" ? ' fill-rule="evenodd"' : "";
  symbols.push(
    `<symbol id="${iconId(`brand-${name}`)}" viewBox="0 0 24 24"><path d="${d}"${rule}/></symbol>`,
  );
}

fs.writeFileSync(
  "app/components/ui/icons.svg",
  `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`,
);
console.log(`Wrote ${symbols.length} icons to app/components/ui/icons.svg`);
