// Photo uploads (issue 14): 5 clients each sending 12 MB phone photos to POST /photo-uploads at
// once, while a visitor keeps asking for pages: the server's peak RSS, the pages' p95, and the
// upload-to-stored time per photo. Image work is bounded (two at a time), so pages keep answering.
import { randomFillSync } from "node:crypto";
import sharp from "sharp";
import { concurrently, log, MB, memoryOf, percentile, round1, withRssSampling } from "./support.js";

const CLIENTS = 5;
const PER_CLIENT = Number(process.env.BENCH_PHOTOS_PER_CLIENT ?? 2);

/** A JPEG of about 12 MB, as a phone camera writes one (noise does not compress). */
async function phonePhoto() {
  const width = 4000;
  const height = 3000;
  const noise = randomFillSync(Buffer.alloc(width * height * 3));
  // The highest quality under the 15 MB limit, and at least 12 MB.
  for (let quality = 98; quality >= 60; quality -= 2) {
    const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length < 15 * MB - 64 * 1024 && jpeg.length >= 12 * MB) return jpeg;
  }
  throw new Error("could not make a 12 MB JPEG under the 15 MB limit");
}

/** One database: servers from `start(env)` (the first one takes the uploads and the page reads). */
export async function photoRun(database, start) {
  const photo = await phonePhoto();
  // TRUST_PROXY=1: each upload comes from its own forwarded address, so the per-client limit
  // (30 photos an hour) does not refuse the benchmark's own clients.
  const started = await start({ TRUST_PROXY: "1" });
  const server = started.servers[0];
  try {
    const upload = async (n) => {
      const form = new FormData();
      form.append("photos", new Blob([photo], { type: "image/jpeg" }), `IMG_${n}.jpg`);
      const res = await fetch(`${server.url}/photo-uploads`, {
        method: "POST",
        body: form,
        headers: { origin: server.url, "x-forwarded-for": `198.51.100.${(n % 200) + 1}` },
      });
      const body = await res.json().catch(() => ({}));
      return { status: res.status, ok: body.ok === true && typeof body.key === "string" };
    };
    let uploading = true;
    const pageLatencies = [];
    const pageStatuses = new Set();
    const visitor = (async () => {
      for (let n = 0; uploading; n++) {
        const t = performance.now();
        const res = await fetch(`${server.url}${n % 2 ? "/services" : "/"}`, {
          headers: { "accept-encoding": "gzip, br" },
        });
        await res.arrayBuffer();
        pageStatuses.add(res.status);
        pageLatencies.push(performance.now() - t);
      }
    })();
    const rssBefore = memoryOf(server.pid).rssMb;
    const { result: run, peakRssMb } = await withRssSampling(server.pid, async () => {
      try {
        return await concurrently(CLIENTS, CLIENTS * PER_CLIENT, upload);
      } finally {
        uploading = false;
        await visitor;
      }
    });
    const result = {
      database,
      photoMb: round1(photo.length / MB),
      clients: CLIENTS,
      uploads: run.results.length,
      stored: run.results.filter((r) => r.ok).length,
      statuses: [...new Set(run.results.map((r) => r.status))].join(","),
      uploadP50Ms: Math.round(percentile(run.latencies, 50)),
      uploadP95Ms: Math.round(percentile(run.latencies, 95)),
      rssBeforeMb: rssBefore,
      peakRssMb,
      pageRequests: pageLatencies.length,
      pageStatuses: [...pageStatuses].join(","),
      pageP50Ms: round1(percentile(pageLatencies, 50)),
      pageP95Ms: round1(percentile(pageLatencies, 95)),
    };
    log(
      `photos on ${database}: ${result.stored}/${result.uploads} stored, upload p95 ${result.uploadP95Ms} ms, pages p95 ${result.pageP95Ms} ms, RSS peak ${peakRssMb} MB`,
    );
    return result;
  } finally {
    await started.stop();
  }
}

export const photoTable = (runs) => ({
  header: [
    "Database",
    "Photo MB",
    "clients",
    "uploads",
    "stored",
    "upload p50 ms",
    "upload p95 ms",
    "RSS before MB",
    "RSS peak MB",
    "page requests",
    "page p50 ms",
    "page p95 ms",
  ],
  rows: runs.map((p) => [
    p.database,
    p.photoMb,
    p.clients,
    p.uploads,
    p.stored,
    p.uploadP50Ms,
    p.uploadP95Ms,
    p.rssBeforeMb,
    p.peakRssMb,
    p.pageRequests,
    p.pageP50Ms,
    p.pageP95Ms,
  ]),
});
