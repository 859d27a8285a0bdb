import { describe, expect, it } from "vitest";
import { mapData } from "#app/components/map/map-data.generated";
import { loader } from "./route";

/** The still map (pages without JavaScript) in each page's language: /es pages show /es/service-area-map.svg. */
const get = async (path: string) => {
  const response = loader({ request: new Request(`http://localhost${path}`), params: {} } as never);
  return { response, svg: await response.text() };
};

describe("GET /service-area-map.svg and /es/service-area-map.svg", () => {
  it("names the water in Spanish on the Spanish picture and in English on the English one", async () => {
    const spanish = await get("/es/service-area-map.svg");
    expect(spanish.svg).toContain(">Golfo de México</text>");
    expect(spanish.svg).not.toContain("Gulf of Mexico");

    const english = await get("/service-area-map.svg");
    expect(english.svg).toContain(">Gulf of Mexico</text>");
    expect(english.svg).not.toContain("Golfo");

    for (const { response, svg } of [spanish, english]) {
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
      // Counties, cities and the bay keep their names in both.
      for (const county of mapData.counties)
        expect(svg).toContain(`>${county.name.replace(/ County$/, "").toUpperCase()}</text>`);
      expect(svg).toContain(">Tampa Bay</text>");
    }
  });
});
