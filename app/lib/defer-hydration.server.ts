/**
 * Starts a page's hydration after its first paint instead of before it (docs/decisions/
 * 0008-hydrate-after-paint.md). React Router's <Scripts> writes `<link rel="modulepreload">` for every
 * module and a `<script type="module">` that imports them at once; a phone on a slow connection
 * then spends its first second fetching ~100 KB of JavaScript that the first paint does not need
 * (every page works as plain HTML first: links, the menu, the forms). This rewrites the finished
 * document: the preloads go, and the module script is replaced by a small script with the page's
 * CSP nonce that holds the module's code as a string literal and runs it once the page has loaded.
 * The code travels inside the nonced script itself: the loader reads nothing from the document,
 * so an element injected into the page can never stand in for it (issue 25).
 */
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"(?: nonce="[^"]*")?\/>/g;

/**
 * `value` as a JavaScript string literal that is safe inside an inline <script>: JSON, with every
 * "<" escaped so no "</script>" or "<!--" in it can end or change the script element.
 */
function scriptStringLiteral(value: string): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** The string literal of the module code in a starter that deferHydration wrote. */
const STARTER_CODE = /<script[^>]*>\(function\(\)\{var code=("(?:[^"\\]|\\.)*");/;

/**
 * The module code a page's starter runs, or undefined: a page kept with CSP hashes instead of a
 * nonce (server/page-cache.ts) must allow this code's hash too, as the starter adds it inline.
 */
export function deferredModuleCode(html: string): string | undefined {
  const literal = STARTER_CODE.exec(html)?.[1];
  return literal === undefined ? undefined : (JSON.parse(literal) as string);
}

export function deferHydration(html: string): string {
  const match = MODULE_SCRIPT.exec(html);
  if (!match) return html;
  const [whole, nonce, body] = match;
  const starter =
    `<script nonce="${nonce}">(function(){var code=${scriptStringLiteral(body ?? "")};` +
    `function go(){var s=document.createElement("script");s.type="module";s.nonce=${JSON.stringify(nonce)};` +
    `s.textContent=code;document.body.appendChild(s)}` +
    // After the load event, once the browser is idle (the first paint is done by then), or at
    // the visitor's first touch, key or focus, whichever comes first.
    `var done=false;function start(){if(!done){done=true;go()}}` +
    `["pointerdown","keydown","focusin"].forEach(function(t){addEventListener(t,start,{once:true,capture:true})});` +
    // typeof: where the browser has no requestIdleCallback, an element with that id would be.
    `function idle(){setTimeout(function(){(typeof requestIdleCallback==="function"?requestIdleCallback:setTimeout)(start,{timeout:2000})},500)}` +
    `if(document.readyState==="complete")idle();else addEventListener("load",idle)})()</script>`;
  // A function as replacement, so "$" in the code is never read as a replacement pattern.
  return html.replace(MODULE_PRELOAD, "").replace(whole, () => starter);
}
