import { beforeAll, describe, expect, it } from "vitest";
import { withDb } from "#app/db/client.server";
import { users } from "#app/db/schema";
import { DEFAULT_VERSION } from "#app/settings/site-fact-fields";
import { saveSiteFacts } from "#app/settings/site-settings.server";
import { testDatabases } from "#tests/support/postgres";
import { useTestDatabase } from "#tests/support/database";
import { loader as servicesLoader } from "../services/route";
import { loader } from "./route";

/**
 * parts-replacement's range in words ("Varies by part", a language-neutral content field) on the
 * Spanish service pages (issue 34): the card on /es/services, the detail page, its meta
 * description and its JSON-LD offer in Spanish; the English pages unchanged; a range with figures
 * set by the owner the same in both. PGlite alone (the owner's prices are a settings row).
 */
const detail = async (path: string) =>
  loader({ request: new Request(`http://localhost${path}`), params: { slug: "parts-replacement" } } as never);
const card = async (path: string) => {
  const page = await servicesLoader({ request: new Request(`http://localhost${path}`), params: {} } as never);
  return page.groups.flatMap((g) => g.services).find((s) => s.slug === "parts-replacement")!.priceRange;
};

describe.each(testDatabases("fridge-spanish-price").slice(0, 1))("the range in words on $name", ({ setUp }) => {
  useTestDatabase(setUp);
  let owner: { id: number; email: string };
  beforeAll(async () => {
    const [row] = await withDb((db) =>
      db.insert(users).values({ email: "owner@example.com", role: "owner" }).returning(),
    );
    owner = { id: row!.id, email: row!.email };
  });

  it("reads Spanish on /es, English on the English pages", async () => {
    const spanish = await detail("/es/services/parts-replacement");
    expect(spanish.service.priceRange).toBe("Varía según la pieza");
    expect(spanish.copy.meta.description).toMatch(/ Costo típico: Varía según la pieza\.$/);
    expect(spanish.jsonLd.offers).toMatchObject({ description: "Rango de precio típico: Varía según la pieza" });
    expect(await card("/es/services")).toBe("Varía según la pieza");

    const english = await detail("/services/parts-replacement");
    expect(english.service.priceRange).toBe("Varies by part");
    expect(english.copy.meta.description).toMatch(/ Typical cost Varies by part\.$/);
    expect(english.jsonLd.offers).toMatchObject({ description: "Typical price range: Varies by part" });
    expect(await card("/services")).toBe("Varies by part");
  });

  it("shows the owner's range with figures as it is in both languages", async () => {
    const saved = await saveSiteFacts(owner, "servicePrices", { "parts-replacement": "120 to 260" }, DEFAULT_VERSION);
    expect(saved).toEqual({ ok: true });
    for (const path of ["/es/services/parts-replacement", "/services/parts-replacement"])
      expect((await detail(path)).service.priceRange).toBe("$120-$260");
    expect(await card("/es/services")).toBe("$120-$260");
  });
});
