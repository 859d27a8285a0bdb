import { describe, expect, it } from "vitest";
import { deferHydration, deferredModuleCode } from "./defer-hydration.server";

// The shape React Router's <Scripts> writes (7.18), trimmed.
const moduleCode = `;\nimport * as route0 from "/assets/root-b.js";\nwindow.__reactRouterManifest = {"entry": {"module": "/assets/entry.client-a.js"}};\nimport("/assets/entry.client-a.js");`;
const page =
  `<html><head><link rel="modulepreload" href="/assets/entry.client-a.js" nonce="N1"/>` +
  `<link rel="modulepreload" href="/assets/root-b.js" nonce="N1"/><style nonce="N1">p{}</style></head>` +
  `<body><main>Hello</main><script nonce="N1">window.__reactRouterContext = {};</script>` +
  `<script nonce="N1" type="module" async="">${moduleCode}</script>` +
  `<script nonce="N1">window.__reactRouterContext.streamController.enqueue("[]");</script></body></html>`;

/** The starter script deferHydration writes, and the module code its string literal holds. */
function starterOf(html: string) {
  const starter = /<script nonce="N1">(\(function\(\)\{var code=[\s\S]*?\}\)\(\))<\/script>/.exec(html)?.[1];
  const literal = starter && /var code=("(?:[^"\\]|\\.)*");/.exec(starter)?.[1];
  return { starter, code: literal === undefined ? undefined : (JSON.parse(literal) as string) };
}

describe("deferHydration", () => {
  const out = deferHydration(page);

  it("drops the module preloads and the module script; the nonced starter holds the module's code itself", () => {
    expect(out).not.toContain("modulepreload");
    expect(out).not.toMatch(/<script[^>]*type="module"/);
    const { starter, code } = starterOf(out);
    expect(starter).toBeDefined();
    expect(code).toBe(moduleCode);
    // Only nonced scripts are left, and no other copy of the code sits in the document.
    expect(out.match(/<script\b[^>]*>/g)?.every((tag) => tag.includes('nonce="N1"'))).toBe(true);
    expect(out.split("import * as route0").length).toBe(2);
  });

  it("reads nothing from the document: no element found by id, name or selector can stand in for the code (issue 25)", () => {
    const { starter } = starterOf(out);
    expect(starter).not.toMatch(/getElement|querySelector|\.scripts|currentScript|\.forms|\.all\b|innerHTML|innerText/);
    expect(starter).toContain("s.textContent=code;");
  });

  it("starts the module later with the page's nonce: after load and idle, or at the first touch, key or focus", () => {
    const { starter } = starterOf(out);
    expect(starter).toContain('s.type="module";s.nonce="N1"');
    expect(starter).toContain('addEventListener("load",idle)');
    for (const event of ["pointerdown", "keydown", "focusin"]) expect(starter).toContain(`"${event}"`);
    // Everything else is untouched: the data scripts, the styles, the content.
    expect(out).toContain('window.__reactRouterContext.streamController.enqueue("[]")');
    expect(out).toContain('<style nonce="N1">p{}</style>');
    expect(out).toContain("<main>Hello</main>");
  });

  it("keeps code that looks like markup or replacement patterns inside its string, exactly", () => {
    // React Router escapes "</" in what it writes; "<!--" and "<script" would still change how
    // the HTML parser reads a script element, and "$&" what String#replace inserts.
    const tricky = `;\nwindow.x = "<!-- <script> <\\/script> $& $1 $\` \u2028";\nimport("/assets/entry.client-a.js");`;
    const html = deferHydration(
      `<html><body><script nonce="N1" type="module" async="">${tricky}</script></body></html>`,
    );
    expect(html.match(/<\/?script\b/g)).toEqual(["<script", "</script"]);
    expect(html).not.toContain("<!--");
    expect(starterOf(html).code).toBe(tricky);
  });

  it("gives the module code its starter holds (a kept page's CSP hashes it), and nothing for another page", () => {
    expect(deferredModuleCode(out)).toBe(moduleCode);
    expect(deferredModuleCode(page)).toBeUndefined();
  });

  it("leaves a document without React Router's module script as it is", () => {
    expect(deferHydration("<html><body>plain</body></html>")).toBe("<html><body>plain</body></html>");
  });
});
