/**
 * The Content-Security-Policy must hold when some day an HTML injection gets through: the page's
 * own nonced scripts must never run text they find in the document. Each page is served with its
 * real CSP header and elements injected at the start of <body> that stand in for what a loader
 * could look up: `id="hydrate"` (the reproduction), the old loader's inert script, and
 * every id or name the page's nonced scripts read. Nothing injected runs, and the page still
 * hydrates with its own code. An injected <script> proves the policy is on in the test.
 */
import { expect, test, type Page } from "@playwright/test";

const PAGES = ["/", "/book", "/contact"];

/** The bodies of the page's inline scripts that carry a nonce (those the CSP lets run). */
function noncedScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bnonce="[^"]+"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
}

/** Ids and names those scripts look up in the document. */
function namesReadBy(scripts: string[]): string[] {
  const names = new Set(["hydrate"]);
  for (const script of scripts) {
    for (const [, name] of script.matchAll(/getElement(?:ById|sByName)\(\s*["']([^"']+)["']/g)) names.add(name!);
    for (const [, name] of script.matchAll(/querySelector(?:All)?\(\s*["']#?([\w-]+)/g)) names.add(name!);
  }
  return [...names];
}

/** Markup an attacker would inject: each stand-in tries to set `window.injected`. */
function gadgets(names: string[]): string {
  const run = (n: number) => `window.injected=${n}`;
  return [
    `<p id="hydrate">${run(1)}</p>`,
    `<script type="text/x-hydrate" id="hydrate">${run(2)}</script>`,
    ...names.flatMap((name, i) => [
      `<p id="${name}">${run(10 + i)}</p>`,
      `<input type="hidden" name="${name}" value="${run(10 + i)}">`,
    ]),
    // The control: the CSP blocks a plain injected script.
    `<script>window.injectedScript=1</script>`,
  ].join("");
}

/** Serves `path` with the gadgets at the start of <body>, under the response's own headers. */
async function injectAtBodyStart(page: Page, path: string): Promise<{ names: string[] }> {
  const seen = { names: [] as string[] };
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      seen.names = namesReadBy(noncedScripts(html));
      const headers = { ...response.headers() };
      // The body is handed over decoded: drop what described the encoded one.
      delete headers["content-encoding"];
      delete headers["content-length"];
      expect(headers["content-security-policy"], "the page's own CSP").toMatch(/script-src [^;]*'(nonce|sha256)-/);
      await route.fulfill({
        status: response.status(),
        headers,
        body: html.replace(/<body\b[^>]*>/, (tag) => tag + gadgets(seen.names)),
      });
    },
  );
  return seen;
}

for (const path of PAGES) {
  test(`${path}: an injected id="hydrate" element (or any id or name the page's scripts read) runs nothing, and the page still hydrates`, async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const seen = await injectAtBodyStart(page, path);
    expect((await page.goto(path, { waitUntil: "load" }))?.status()).toBe(200);
    expect(seen.names).toContain("hydrate");
    // A first key press starts hydration at once (it would start on its own shortly after load).
    await page.keyboard.press("Shift");
    // Whichever comes first: the page's own code hydrates it, or an injected stand-in runs.
    await page.waitForFunction(
      () =>
        (window as { injected?: unknown }).injected !== undefined ||
        Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__reactFiber$")),
    );
    await page.waitForLoadState("networkidle");

    expect(await page.evaluate(() => (window as { injected?: unknown }).injected), "injected text ran").toBeUndefined();
    const hydrated = await page.evaluate(() =>
      Object.keys(document.querySelector("main")!).some((key) => key.startsWith("__reactFiber$")),
    );
    expect(hydrated, "the page hydrated with its own code").toBe(true);
    expect(
      await page.evaluate(() => (window as { injectedScript?: unknown }).injectedScript),
      "the CSP let an injected script run",
    ).toBeUndefined();
    expect(violations.join("\n"), "the CSP reported the injected script").toMatch(/Content Security Policy/i);
  });
}
