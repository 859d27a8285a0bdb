// Voice webhooks (issue 35): Twilio waits up to 15 s for TwiML while the caller hears silence, so
// each must answer fast. Signed calls posted one after another (PGlite): /voice/inbound (stores the
// call) and /voice/after-dial (a missed call: decides, queues the text, answers the apology);
// p50/p95 of each, target p95 under 100 ms.
import { postWebhook, startFakeSmsProvider } from "#tests/support/sms-provider";
import { log, percentile, round1, startServer } from "./support.js";

/** Within the webhooks' rate limit (600 a minute per client): two requests a call. */
const CALLS = Number(process.env.BENCH_CALLS ?? 200);

export async function voiceRun(serverJs) {
  const fake = await startFakeSmsProvider();
  const server = await startServer(serverJs, { env: { SMS_URL: fake.url } });
  try {
    const timings = { inbound: [], afterDial: [] };
    for (let n = 0; n < CALLS; n++) {
      const call = {
        CallSid: `CAbench${n}`,
        AccountSid: fake.accountSid,
        From: `+1813555${String(n).padStart(4, "0")}`,
        To: "+18135550142",
      };
      for (const [name, path, fields] of [
        ["inbound", "/voice/inbound", call],
        ["afterDial", "/voice/after-dial", { ...call, DialCallStatus: "no-answer" }],
      ]) {
        const t = performance.now();
        const res = await postWebhook(`${server.url}${path}`, fields, { authToken: fake.authToken });
        await res.text();
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
        timings[name].push(performance.now() - t);
      }
    }
    const result = {
      calls: CALLS,
      inboundP50Ms: round1(percentile(timings.inbound, 50)),
      inboundP95Ms: round1(percentile(timings.inbound, 95)),
      afterDialP50Ms: round1(percentile(timings.afterDial, 50)),
      afterDialP95Ms: round1(percentile(timings.afterDial, 95)),
    };
    log(
      `voice: /voice/inbound p95 ${result.inboundP95Ms} ms, /voice/after-dial p95 ${result.afterDialP95Ms} ms (${CALLS} calls)`,
    );
    return result;
  } finally {
    await server.stop();
    await fake.stop();
  }
}

export const voiceTable = (r) => ({
  header: ["calls", "inbound p50 ms", "inbound p95 ms", "after-dial p50 ms", "after-dial p95 ms"],
  rows: [[r.calls, r.inboundP50Ms, r.inboundP95Ms, r.afterDialP50Ms, r.afterDialP95Ms]],
});
