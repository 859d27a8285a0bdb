/**
 * Valid HTML (issue 10): the W3C Nu HTML Checker (the vnu-jar package, run with Java) finds no
 * error on any page, any page type's not-found result, each wizard step (server-stepped posts
 * give steps 2 and 3), the forms' refused and confirmed states, or the staff sign-in page. Only
 * its CSS messages are set aside: its CSS checks are outdated (no @property, no margin-trim).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type APIResponse } from "@playwright/test";
import { publicPaths } from "../../app/lib/sitemap";
import { bookingForm, contactForm } from "./support/requests";
import { ROOT } from "./support/spawn-server";

const VNU_JAR = path.join(ROOT, "node_modules/vnu-jar/build/dist/vnu.jar");

const MORE_PATHS = ["/book?step=2", "/book?step=3", "/no-such-page", "/brands/no-such-brand", "/areas/no-such-area", "/services/no-such-service", "/admin"];

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test("the Nu HTML Checker finds no error on any page, wizard step or form state", async ({ request }) => {
  test.setTimeout(240_000);
  const pages: Array<{ name: string; response: Promise<APIResponse> }> = [
    ...[...publicPaths(), ...MORE_PATHS].map((p) => ({ name: p, response: request.get(p) })),
    { name: "POST /book step 2", response: request.post("/book", { form: { ...bookingForm(), intent: "step-2" } }) },
    { name: "POST /book step 3", response: request.post("/book", { form: { ...bookingForm(), intent: "step-3" } }) },
    { name: "POST /book refused", response: request.post("/book", { form: { intent: "book" } }) },
    { name: "POST /book confirmed", response: request.post("/book", { form: { ...bookingForm(), intent: "book" } }) },
    { name: "POST /contact refused", response: request.post("/contact", { form: { name: "", email: "x", phone: "", message: "" } }) },
    { name: "POST /contact sent", response: request.post("/contact", { form: contactForm() }) },
  ];

  const dir = mkdtempSync(path.join(tmpdir(), "fridge-vnu-"));
  try {
    const files = new Map<string, string>();
    for (const [i, { name, response }] of pages.entries()) {
      const html = await (await response).text();
      expect(html, name).toMatch(/^<!DOCTYPE html>/i);
      const file = path.join(dir, `page-${i}.html`);
      writeFileSync(file, html);
      files.set(`page-${i}.html`, name);
    }

    // A page with a known error (the rule /book once broke): proves the checker reads and reports.
    writeFileSync(
      path.join(dir, "sentinel.html"),
      '<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><select required><option>a</option></select></body></html>',
    );
    // One run for every file: the JVM starts once.
    const inputs = [...files.keys(), "sentinel.html"].map((f) => path.join(dir, f));
    const run = spawnSync("java", ["-jar", VNU_JAR, "--format", "json", "--errors-only", ...inputs], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.error, "java is needed to run the checker (npm test installs default-jre-headless)").toBeUndefined();
    const { messages } = JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] };
    const found = messages.filter((m) => m.type === "error" && !m.message.startsWith("CSS:"));
    expect(found.filter((m) => m.url.endsWith("sentinel.html")), "the checker reports a known error").not.toEqual([]);
    const errors = found
      .filter((m) => !m.url.endsWith("sentinel.html"))
      .map((m) => `${files.get(path.basename(m.url)) ?? m.url}:${m.lastLine ?? "?"} ${m.message} ${m.extract ? `[${m.extract.trim()}]` : ""}`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
