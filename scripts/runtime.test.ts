import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  engines: { node: string };
  dependencies: Record<string, string>;
};
const major = (version: string) => Number(/(\d+)/.exec(version)?.[1]);

describe("the runtime the project brings", () => {
  it("runs the tests on Node 24 LTS or newer, whatever the machine's own node is", () => {
    expect(major(process.version)).toBeGreaterThanOrEqual(24);
  });

  it("pins the npm registry's node package to the major that engines asks for", () => {
    expect(pkg.dependencies.node ?? "").toMatch(/^\d+\.\d+\.\d+$/); // exact: every install gets the same binary
    expect(major(pkg.dependencies.node ?? "")).toBe(major(pkg.engines.node));
    expect(major(pkg.engines.node)).toBeGreaterThanOrEqual(24);
  });
});
