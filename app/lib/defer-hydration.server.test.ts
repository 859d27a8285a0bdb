import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration.server";

// The shape React Router's <Scripts> writes (7.18), trimmed.
const page =
  `<html><head><link rel="modulepreload" href="/assets/entry.client-a.js" nonce="N1"/>` +
  `<link rel="modulepreload" href="/assets/root-b.js" nonce="N1"/><style nonce="N1">p{}</style></head>` +
  `<body><main>Hello</main><script nonce="N1">window.__reactRouterContext = {};</script>` +
  `<script nonce="N1" type="module" async="">;\nimport * as route0 from "/assets/root-b.js";\nimport("/assets/entry.client-a.js");</script>` +
  `<script nonce="N1">window.__reactRouterContext.streamController.enqueue("[]");</script></body></html>`;

describe("deferHydration", () => {
  const out = deferHydration(page);

  it("drops the module preloads and keeps the module script inert", () => {
    expect(out).not.toContain("modulepreload");
    expect(out).not.toMatch(/<script[^>]*type="module"/);
    expect(out).toContain(`<script type="text/x-hydrate" id="hydrate">;\nimport * as route0 from "/assets/root-b.js";\nimport("/assets/entry.client-a.js");</script>`);
  });

  it("starts it later with the page's nonce: after load and idle, or at the first touch, key or focus", () => {
    const starter = /<script nonce="N1">(\(function\(\)\{[\s\S]*?\}\)\(\))<\/script>/.exec(out)?.[1];
    expect(starter).toBeDefined();
    expect(starter).toContain('s.nonce="N1"');
    expect(starter).toContain('addEventListener("load",idle)');
    for (const event of ["pointerdown", "keydown", "focusin"]) expect(starter).toContain(`"${event}"`);
    // Everything else is untouched: the data scripts, the styles, the content.
    expect(out).toContain('window.__reactRouterContext.streamController.enqueue("[]")');
    expect(out).toContain('<style nonce="N1">p{}</style>');
    expect(out).toContain("<main>Hello</main>");
  });

  it("leaves a document without React Router's module script as it is", () => {
    expect(deferHydration("<html><body>plain</body></html>")).toBe("<html><body>plain</body></html>");
  });
});
