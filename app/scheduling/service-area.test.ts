import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { business } from "#app/content/business";
import { counties } from "#app/content/areas";
import { GENERATED_ZIP_DATA, prepareZips, type PreparedZips } from "../../scripts/build-zip-data";
import { outsideAreaMessage, servedCountyOfZip } from "./service-area";

describe("servedCountyOfZip", () => {
  it.each([
    ["33606", "hillsborough-county"], // Tampa, Hyde Park
    ["33602", "hillsborough-county"], // downtown Tampa
    ["33601", "hillsborough-county"], // Tampa's PO boxes: in the USPS crosswalk, not in Census ZCTAs
    ["33511", "hillsborough-county"], // Brandon
    ["33563", "hillsborough-county"], // Plant City
    ["33701", "pinellas-county"], // St. Petersburg
    ["33755", "pinellas-county"], // Clearwater
    ["34698", "pinellas-county"], // Dunedin
    ["34652", "pasco-county"], // New Port Richey
    ["33525", "pasco-county"], // Dade City
    ["33544", "pasco-county"], // Wesley Chapel (touches Hillsborough)
    ["34601", "hernando-county"], // Brooksville (touches Citrus)
    ["34608", "hernando-county"], // Spring Hill
    ["34609", "hernando-county"], // Spring Hill (touches Pasco)
    ["33626", "hillsborough-county"], // Westchase (touches Pinellas)
    ["33548", "hillsborough-county"], // Lutz (touches Pasco)
    ["34689", "pinellas-county"], // Tarpon Springs (touches Pasco)
  ])("serves %s in %s", (zip, county) => {
    expect(servedCountyOfZip(zip)).toBe(county);
  });

  it.each([
    ["33801", "Lakeland, Polk"],
    ["33830", "Bartow, Polk"],
    ["34205", "Bradenton, Manatee"],
    ["34236", "Sarasota"],
    ["34450", "Inverness, Citrus"],
    ["34429", "Crystal River, Citrus"],
    ["33513", "Bushnell, Sumter"],
    ["34785", "Wildwood, Sumter"],
    ["32801", "Orlando"],
    ["90210", "Beverly Hills"],
    ["10001", "New York"],
  ])("refuses %s (%s)", (zip) => {
    expect(servedCountyOfZip(zip)).toBeUndefined();
  });

  it("accepts ZIP+4 and surrounding spaces, refuses anything else", () => {
    expect(servedCountyOfZip("33606-1234")).toBe("hillsborough-county");
    expect(servedCountyOfZip(" 33701 ")).toBe("pinellas-county");
    for (const input of [
      "",
      "3360",
      "336066",
      "33606-12",
      "33606 1234",
      "33606-",
      "ZIP 33606",
      "3360a",
      "33606-123a",
    ]) {
      expect(servedCountyOfZip(input), JSON.stringify(input)).toBeUndefined();
    }
  });
});

describe("outsideAreaMessage", () => {
  it("names the ZIP, the four counties and the main phone number", () => {
    expect(outsideAreaMessage("90210")).toBe(
      `Sorry, we don't serve ZIP code 90210. We cover Hillsborough, Pinellas, Pasco and Hernando counties; call ${business.phones.main.display} and we'll help if we can.`,
    );
    for (const county of counties) expect(outsideAreaMessage("90210")).toContain(county.shortName);
  });
});

describe("the generated ZIP list", () => {
  let prepared: PreparedZips;
  beforeAll(() => {
    prepared = prepareZips();
  });

  it("is up to date with its source (run `npm run zip:data`)", () => {
    expect(readFileSync(GENERATED_ZIP_DATA, "utf8")).toBe(prepared.source);
  });

  it("stays small enough for the browser", () => {
    expect(Buffer.byteLength(prepared.source)).toBeLessThan(4_000);
  });

  it("lists each served ZIP under one county, in the content's order, and only ZIPs touching the four counties", () => {
    expect(Object.keys(prepared.bySlug)).toEqual(counties.map((c) => c.slug));
    const all = Object.values(prepared.bySlug).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(150);
    for (const zip of all) expect(zip).toMatch(/^3[34]\d{3}$/);
    for (const [zip, fipsList] of prepared.countiesOf) {
      expect(
        fipsList.some((c) => ["12057", "12103", "12101", "12053"].includes(c.fips)),
        zip,
      ).toBe(true);
    }
  });

  it("serves a ZIP that straddles a county line when any part lies in the four counties", () => {
    // North Lakeland: mostly Polk, partly Hillsborough.
    expect(
      prepared.countiesOf
        .get("33810")
        ?.map((c) => c.name)
        .sort(),
    ).toEqual(["Hillsborough", "Polk"]);
    expect(servedCountyOfZip("33810")).toBe("hillsborough-county");
    // Webster: mostly Sumter, partly Hernando and Pasco.
    expect(servedCountyOfZip("33597")).toBe("hernando-county");
  });
});
