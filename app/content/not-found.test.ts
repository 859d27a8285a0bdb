import { describe, expect, it } from "vitest";
import { suggestionsFor } from "./not-found";

describe("suggestionsFor", () => {
  it("suggests only the matching section for a section path", () => {
    expect(suggestionsFor("/brands/acme/extra").map((s) => s.to)).toEqual(["/brands"]);
    expect(suggestionsFor("/x/areas/somewhere").map((s) => s.to)).toEqual(["/areas"]);
    expect(suggestionsFor("/old/services/fix").map((s) => s.to)).toEqual(["/services"]);
  });
  it("suggests all three for any other path", () => {
    expect(suggestionsFor("/nothing-here").map((s) => s.to)).toEqual(["/services", "/brands", "/areas"]);
    // "/brands" without the trailing slash segment is not a brand path.
    expect(suggestionsFor("/brandsx")).toHaveLength(3);
  });
});
