/**
 * Starts a page's hydration after its first paint instead of before it (docs/decisions/
 * hydrate-after-paint.md). React Router's <Scripts> writes `<link rel="modulepreload">` for every
 * module and a `<script type="module">` that imports them at once; a phone on a slow connection
 * then spends its first second fetching ~100 KB of JavaScript that the first paint does not need
 * (every page works as plain HTML first: links, the menu, the forms). This rewrites the finished
 * document: the preloads go, the module script is kept inert, and a small script (with the
 * page's CSP nonce) runs it once the page has loaded.
 */
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"(?: nonce="[^"]*")?\/>/g;

export function deferHydration(html: string): string {
  const match = MODULE_SCRIPT.exec(html);
  if (!match) return html;
  const [whole, nonce, body] = match;
  const inert = `<script type="text/x-hydrate" id="hydrate">${body}</script>`;
  const starter =
    `<script nonce="${nonce}">(function(){function go(){var s=document.createElement("script");s.type="module";` +
    `s.nonce=${JSON.stringify(nonce)};s.textContent=document.getElementById("hydrate").textContent;document.body.appendChild(s)}` +
    // After the load event, once the browser is idle (the first paint is done by then), or at
    // the visitor's first touch, key or focus, whichever comes first.
    `var done=false;function start(){if(!done){done=true;go()}}` +
    `["pointerdown","keydown","focusin"].forEach(function(t){addEventListener(t,start,{once:true,capture:true})});` +
    `function idle(){setTimeout(function(){(window.requestIdleCallback||setTimeout)(start,{timeout:2000})},500)}` +
    `if(document.readyState==="complete")idle();else addEventListener("load",idle)})()</script>`;
  return html.replace(MODULE_PRELOAD, "").replace(whole, inert + starter);
}
