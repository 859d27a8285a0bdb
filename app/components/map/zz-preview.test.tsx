import { it } from "vitest";
import { writeFileSync, readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import ServiceAreaMap from "./service-area-map";

it("preview", () => {
  const css = readFileSync("app/components/map/service-area-map.css", "utf8");
  for (const [name, hl] of [["all", undefined], ["pasco", "pasco-county"]] as const) {
    const html = renderToStaticMarkup(<MemoryRouter><ServiceAreaMap highlight={hl} /></MemoryRouter>);
    for (const w of [1280, 375]) {
      writeFileSync(`/tmp/preview/${name}-${w}.html`, `<!doctype html><html><head><style>body{margin:0;font-family:system-ui,sans-serif} .box{width:${w === 375 ? 343 : 768}px;aspect-ratio:4/3;margin:16px}${css}</style></head><body><div class="box">${html}</div></body></html>`);
    }
  }
});
