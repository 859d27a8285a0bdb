// Writes app/components/ui/icons.svg: a sprite with one <symbol> per name in icon-names.ts,
// drawn from the lucide-react package's icon data. Run: npx tsx scripts/build-icon-sprite.ts
import { readFileSync, writeFileSync } from "node:fs";
import { iconNames } from "#app/content/icon-names";

type IconNode = Array<[string, Record<string, string>]>;
const iconsDir = new URL("../node_modules/lucide-react/dist/esm/icons/", import.meta.url);

/** Some names are aliases (`export { default } from './other.mjs'`): follow them to the data. */
async function iconNode(name: string): Promise<IconNode> {
  const file = new URL(`${name}.mjs`, iconsDir);
  const alias = /export \{ default \} from '\.\/(.+)\.mjs'/.exec(readFileSync(file, "utf8"));
  if (alias) return iconNode(alias[1]!);
  const imported = (await import(file.href)) as { __iconData: { node: IconNode } };
  return imported.__iconData.node;
}

const attrs = (props: Record<string, string>) =>
  Object.entries(props)
    .filter(([key]) => key !== "key")
    .map(([key, value]) => `${key}="${value}"`)
    .join(" ");

const symbols: string[] = [];
for (const name of iconNames) {
  const shapes = (await iconNode(name)).map(([tag, props]) => `<${tag} ${attrs(props)}/>`).join("");
  symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`);
}

const sprite = `<svg xmlns="http://www.w3.org/2000/svg"><!-- Lucide icons (ISC license), https://lucide.dev -->\n${symbols.join("\n")}\n</svg>\n`;
writeFileSync(new URL("../app/components/ui/icons.svg", import.meta.url), sprite);
console.log(`icons.svg: ${iconNames.length} icons, ${sprite.length} bytes`);
