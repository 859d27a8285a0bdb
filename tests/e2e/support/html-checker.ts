/**
 * The W3C Nu HTML Checker (the vnu-jar package, run with Java) over a set of pages in one run (the
 * JVM starts once). Only its CSS messages are set aside: its CSS checks are outdated (no
 * @property, no margin-trim).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { ROOT } from "./spawn-server";

const VNU_JAR = path.join(ROOT, "node_modules/vnu-jar/build/dist/vnu.jar");
// A run lasts seconds: the JVM's first compiler only, and one garbage collector thread. The same
// errors in half the CPU (8 pages: 4.8 CPU-s instead of 9.2); the checker needs the larger stack.
const JAVA_FLAGS = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xss8m"];

export interface PageToCheck {
  name: string;
  html: string;
}

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The checker's errors over `pages`, one readable line each ("name:line message [extract]"). */
export function htmlErrors(pages: PageToCheck[]): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "fridge-vnu-"));
  try {
    const names = new Map<string, string>();
    for (const [i, { name, html }] of pages.entries()) {
      expect(html, name).toMatch(/^<!DOCTYPE html>/i);
      writeFileSync(path.join(dir, `page-${i}.html`), html);
      names.set(`page-${i}.html`, name);
    }
    // A page with a known error (the rule /book once broke): proves the checker reads and reports.
    writeFileSync(
      path.join(dir, "sentinel.html"),
      '<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><select required><option>a</option></select></body></html>',
    );
    const inputs = [...names.keys(), "sentinel.html"].map((f) => path.join(dir, f));
    const run = spawnSync("java", [...JAVA_FLAGS, "-jar", VNU_JAR, "--format", "json", "--errors-only", ...inputs], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.error, "java is needed to run the checker (npm test installs default-jre-headless)").toBeUndefined();
    const { messages } = JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] };
    const found = messages.filter((m) => m.type === "error" && !m.message.startsWith("CSS:"));
    expect(
      found.filter((m) => m.url.endsWith("sentinel.html")),
      "the checker reports a known error",
    ).not.toEqual([]);
    return found
      .filter((m) => !m.url.endsWith("sentinel.html"))
      .map(
        (m) =>
          `${names.get(path.basename(m.url)) ?? m.url}:${m.lastLine ?? "?"} ${m.message} ${m.extract ? `[${m.extract.trim()}]` : ""}`,
      );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
