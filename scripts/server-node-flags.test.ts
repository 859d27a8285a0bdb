import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./server-node-flags.js";

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), "utf8");

describe("the server's heap flags", () => {
  it("are the ones npm start and the README's production command use", () => {
    const flags = SERVER_NODE_FLAGS.join(" ");
    const env = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`);
    expect(JSON.parse(read("package.json")).scripts.start).toBe(`${env.join(" ")} node ${flags} scripts/start.js`);
    expect(read("README.md")).toContain(`${env.join(" ")} NODE_ENV=production TRUST_PROXY=1 node ${flags} server.js`);
  });
});
