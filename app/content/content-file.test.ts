import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { areaEntries, brandEntries, serviceEntries } from "./collections.server";
import { business } from "./business";
import { ContentFileError, inOrder, splitAreas } from "./collection-entries";
import { contentPlugin } from "./content-plugin";
import { parseCollectionFile } from "./content-schema";
import { readAreas, readCollection } from "./read-collection";

const FILE = "app/content/brands/whirlpool.md";

/** A valid brand file; `frontmatter` lines replace the ones with the same key. */
function brandFile({ frontmatter = {}, body }: { frontmatter?: Record<string, string>; body?: string } = {}) {
  const fields: Record<string, string> = {
    name: "name: Whirlpool",
    order: "order: 15",
    inGrid: "inGrid: true",
    description: "description: Whirlpool builds refrigerators of every common type.",
    commonRepairs: "commonRepairs:\n  - Ice maker\n  - Defrost heater\n  - Fan motor\n  - Door gasket",
    productTypes:
      "productTypes:\n  - French-door refrigerators\n  - Side-by-side refrigerators\n  - Top-freezer refrigerators",
    ...frontmatter,
  };
  const prose =
    body ??
    [
      "## Whirlpool repair",
      "",
      "One paragraph, wrapped",
      "over two lines.",
      "",
      "## Common problems",
      "",
      "Every repair carries our {warrantyDays}-day warranty.",
      "",
      "A second paragraph in {countyList} counties.",
      "",
      "## Repair or replace",
      "",
      "Plain text.",
    ].join("\n");
  return `---\n${Object.values(fields).filter(Boolean).join("\n")}\n---\n\n${prose}\n`;
}

/** The message a file fails with (and the test fails if it parses). */
function failure(source: string, file = FILE): string {
  try {
    parseCollectionFile("brands", file, source);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentFileError);
    return (error as Error).message;
  }
  throw new Error("expected the file to be refused");
}

describe("content files", () => {
  it("take the slug from the file name, the fields from the frontmatter and the sections from the body", () => {
    const { order, entry } = parseCollectionFile("brands", FILE, brandFile());
    expect(order).toBe(15);
    expect(entry.slug).toBe("whirlpool");
    expect(entry.productTypes).toEqual([
      "French-door refrigerators",
      "Side-by-side refrigerators",
      "Top-freezer refrigerators",
    ]);
    expect(entry.sections).toEqual([
      { heading: "Whirlpool repair", paragraphs: ["One paragraph, wrapped over two lines."] },
      {
        heading: "Common problems",
        paragraphs: [
          `Every repair carries our ${business.warrantyDays}-day warranty.`,
          "A second paragraph in Hillsborough, Pinellas, Pasco and Hernando counties.",
        ],
      },
      { heading: "Repair or replace", paragraphs: ["Plain text."] },
    ]);
    // The keys in the order the pages have always sent them (the page data must not change).
    expect(Object.keys(entry)).toEqual([
      "slug",
      "name",
      "inGrid",
      "description",
      "commonRepairs",
      "productTypes",
      "sections",
    ]);
  });

  it("name the file and the field of a field of the wrong type", () => {
    expect(failure(brandFile({ frontmatter: { productTypes: "productTypes: French-door" } }))).toBe(
      `${FILE}: productTypes: Invalid input: expected array, received string`,
    );
    expect(failure(brandFile({ frontmatter: { inGrid: "inGrid: sometimes" } }))).toBe(
      `${FILE}: inGrid: Invalid input: expected boolean, received string`,
    );
  });

  it("name every bad field, one problem each, including a missing one and an item of a list", () => {
    const message = failure(
      brandFile({ frontmatter: { name: "", commonRepairs: "commonRepairs:\n  - One\n  - 2\n  - Three\n  - Four" } }),
    );
    expect(message.split("\n")).toEqual([
      `${FILE}: name: Invalid input: expected string, received undefined`,
      `${FILE}: commonRepairs.1: Invalid input: expected string, received number`,
    ]);
  });

  it("refuse a misspelt field by its name", () => {
    expect(failure(brandFile({ frontmatter: { models: "models:\n  - X" } }))).toBe(
      `${FILE}: models: not a field of this kind of file (misspelt?)`,
    );
  });

  it("count the body's sections against the schema", () => {
    expect(failure(brandFile({ body: "## Only one\n\nParagraph." }))).toBe(
      `${FILE}: sections: the body needs at least 3 "## " sections`,
    );
  });

  it("give the line of invalid YAML, of markup in the prose and of text before the first heading", () => {
    expect(failure(brandFile({ frontmatter: { name: "name: Whirl: pool" } }))).toBe(
      `${FILE}: line 2: invalid YAML: Nested mappings are not allowed in compact mappings`,
    );
    expect(failure(brandFile({ frontmatter: { inGrid: "inGrid: true\nname: Again" } }))).toBe(
      `${FILE}: line 5: invalid YAML: Map keys must be unique`,
    );
    // Line numbers count from the top of the file.
    const lines = brandFile().split("\n");
    const bodyStart = lines.indexOf("## Whirlpool repair") + 1;
    expect(failure(brandFile({ body: "## A\n\nSome **bold** words." }))).toBe(
      `${FILE}: line ${bodyStart + 2}: plain text only (pages show it escaped): no Markdown or HTML markup, lists or other heading levels`,
    );
    expect(failure(brandFile({ body: "## A\n\n- a list item" }))).toMatch(
      `${FILE}: line ${bodyStart + 2}: plain text only`,
    );
    expect(failure(brandFile({ body: "### A smaller heading" }))).toMatch(
      `${FILE}: line ${bodyStart}: plain text only`,
    );
    expect(failure(brandFile({ body: "Intro.\n\n## A" }))).toBe(
      `${FILE}: line ${bodyStart}: text before the first "## " heading`,
    );
  });

  it("refuse unknown placeholders, a missing frontmatter and a file name that is not a slug", () => {
    expect(failure(brandFile({ body: "## A\n\nOur {warrantyDay}-day warranty." }))).toBe(
      `${FILE}: sections.0.paragraphs.0: unknown placeholder {warrantyDay} (known: {warrantyDays}, {countyList})`,
    );
    expect(failure("## A\n\nNo frontmatter.")).toBe(
      `${FILE}: must start with YAML frontmatter between two "---" lines`,
    );
    expect(failure(brandFile(), "app/content/brands/Whirl Pool.md")).toMatch(/Whirl Pool\.md: the file name must be/);
  });

  it("refuse two files in the same place of a list, naming both", () => {
    const entry = (order: number) => ({ order, entry: order });
    expect(() => inOrder({ "brands/a.md": entry(1), "brands/b.md": entry(1) })).toThrow(
      "brands/b.md: order: 1 is also the order of brands/a.md",
    );
    expect(inOrder({ "b.md": entry(2), "a.md": entry(1) })).toEqual([1, 2]);
  });

  it("need exactly one region overview among the areas, named tampa-bay.md", () => {
    expect(() => splitAreas([])).toThrow('needs exactly one file of kind "region", found 0');
    const region = readFileSync("app/content/areas/tampa-bay.md", "utf8");
    expect(() => parseCollectionFile("areas", "app/content/areas/bay.md", region)).toThrow(
      'app/content/areas/bay.md: slug: the region overview must be the file "tampa-bay.md"',
    );
  });

  it("fail the build through the Vite plugin with the file and the field", () => {
    const plugin = contentPlugin();
    const root = path.resolve("/site");
    (plugin.configResolved as (config: { root: string }) => void)({ root });
    const context = {
      error: (message: string) => {
        throw new Error(message);
      },
    };
    const transform = plugin.transform as (this: typeof context, code: string, id: string) => unknown;
    const id = path.join(root, "app/content/brands/whirlpool.md");
    expect(() => transform.call(context, brandFile({ frontmatter: { productTypes: "productTypes: 5" } }), id)).toThrow(
      "app/content/brands/whirlpool.md: productTypes: Invalid input: expected array, received number",
    );
    expect(transform.call(context, brandFile(), id)).toMatchObject({
      code: expect.stringMatching(/^export default \{"order":15,/),
    });
    // Other Markdown (a README, a ?raw import) is left alone.
    expect(transform.call(context, "# Notes", path.join(root, "app/content/README.md"))).toBeNull();
    expect(transform.call(context, "x", `${id}?raw`)).toBeNull();
  });
});

describe("the content collections", () => {
  it("read the same from disk (scripts, browser tests) as through Vite (the app)", () => {
    expect(readCollection("brands")).toEqual(brandEntries);
    expect(readCollection("services")).toEqual(serviceEntries);
    expect(readAreas()).toEqual(areaEntries);
  });

  it("name the counties business.ts names, in the same order", () => {
    expect(areaEntries.counties.map((c) => c.shortName)).toEqual(business.serviceCounties);
    expect(business.serviceAreaLine).toBe("Serving Hillsborough, Pinellas, Pasco & Hernando Counties");
  });
});
