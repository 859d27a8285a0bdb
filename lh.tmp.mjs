import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"], logLevel: "silent" });
for (const path of process.argv.slice(2)) {
  for (const method of ["simulate"]) {
    const r = await lighthouse("http://127.0.0.1:3906" + path, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], formFactor: "mobile", throttlingMethod: method });
    const a = r.lhr.audits;
    const el = a["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? "";
    console.log(el.slice(0, 90));
    const m = a.metrics.details.items[0];
    const cls = a["cumulative-layout-shift"].numericValue;
    if (cls > 0) console.log("CLS", cls, JSON.stringify(a["layout-shifts"]?.details?.items?.map((i) => [i.node?.snippet?.slice(0, 80), i.score]) ?? []).slice(0, 600));
    const reqs = a["network-requests"].details.items.filter((i) => /\.js/.test(i.url)).map((i) => Math.round(i.networkRequestTime));
    console.log("observed FCP", m.observedFirstContentfulPaint, "LCP", m.observedLargestContentfulPaint, "load", m.observedLoad, "DCL", m.observedDomContentLoaded, "first js at", Math.min(...reqs));
    console.log(path, method, "perf", Math.round(r.lhr.categories.performance.score * 100), "FCP", Math.round(a["first-contentful-paint"].numericValue), "LCP", Math.round(a["largest-contentful-paint"].numericValue), "TBT", Math.round(a["total-blocking-time"].numericValue), "SI", Math.round(a["speed-index"].numericValue));
  }
}
await chrome.kill();
