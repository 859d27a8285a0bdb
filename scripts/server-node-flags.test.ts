import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./server-node-flags.js";

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), "utf8");

describe("the server's heap flags", () => {
  it("are the ones npm start and the README's production command use", () => {
    const flags = SERVER_NODE_FLAGS.join(" ");
    expect(JSON.parse(read("package.json")).scripts.start).toBe(`node ${flags} scripts/start.js`);
    expect(read("README.md")).toContain(`node ${flags} server.js`);
  });
});
