// A clock for a test's own server process: start it with `NODE_OPTIONS=--import=<this file>` and
// FAKE_CLOCK_START=<an ISO instant>, and its wall clock (new Date(), Date.now()) starts at that
// instant and runs on in real time from there; timers and performance.now() are untouched. Only
// tests load this (tests/e2e/page-cache.spec.ts: midnight in New York, on demand).
const start = Date.parse(process.env.FAKE_CLOCK_START ?? "");
if (Number.isFinite(start)) {
  const RealDate = Date;
  const offset = start - RealDate.now();
  const now = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [now()], newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) => (property === "now" ? now : Reflect.get(target, property, receiver)),
  });
}
