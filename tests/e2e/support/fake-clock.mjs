// A clock for a test's own server process, moved by the test: start the process with
// `NODE_OPTIONS=--import=<this file>` and FAKE_CLOCK_FILE=<a file holding an ISO instant>. The
// process's wall clock (new Date(), Date.now()) reads that instant and runs on in real time from
// it; when the test writes another instant into the file, the clock jumps there within 20 ms.
// Timers and performance.now() are untouched. Only tests load this (tests/e2e/page-cache.spec.ts).
import { readFileSync } from "node:fs";

const file = process.env.FAKE_CLOCK_FILE;
if (file) {
  const RealDate = globalThis.Date;
  let text = "";
  let offset = 0;
  let checkedAt = -Infinity;
  const now = () => {
    const real = RealDate.now();
    if (real - checkedAt >= 20) {
      checkedAt = real;
      const read = readFileSync(file, "utf8").trim();
      const instant = Date.parse(read);
      if (read !== text && Number.isFinite(instant)) {
        text = read;
        offset = instant - real;
      }
    }
    return real + offset;
  };
  now();
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [now()], newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) => (property === "now" ? now : Reflect.get(target, property, receiver)),
  });
}
