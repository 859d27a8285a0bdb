/**
 * The HTTP layer around React Router: security headers, compression, static files, abuse
 * limits, then the request handler. Bundled into build/server/index.js by `react-router build`
 * (see vite.config.ts) and started by server.js.
 */
import "react-router";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { constants as zlib } from "node:zlib";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import type { ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { ensureOwner } from "#app/auth/owner.server";
import { removeEndedSessions } from "#app/auth/sessions.server";
import { closeDb, getDb } from "#app/db/client.server";
import { contentBumpsStarted, readContentVersion } from "#app/db/content-version.server";
import { getConfig } from "#app/lib/config.server";
import { clientKey, removeExpiredLimits } from "#app/limits/rate-limits.server";
import { startMailWorker, stopMailWorker } from "#app/mail/worker.server";
import { startTextWorker, stopTextWorker } from "#app/texts/worker.server";
import { queueDueReminders } from "#app/scheduling/reminders.server";
import { customerHousekeeping } from "#app/customers/housekeeping.server";
import { endExpiredStormMode } from "#app/settings/storm-mode.server";
import { offerWhatOpened } from "#app/scheduling/waitlist.server";
import { sendDueReviewRequests } from "#app/customers/reviews.server";
import { edgeContext } from "#app/lib/edge-context";
import { removeStalePendingPhotos } from "#app/photos/store.server";
import { removeUnusedTeamPhotos } from "#app/photos/team-photos.server";
import { getSiteFacts } from "#app/settings/site-facts.server";
import { contentVersionSource } from "./content-version";
import { allowedMethods, bodyChecks, canonicalPaths, routePolicies, staffPagesPrivate, validRequestLine } from "./edge";
import { publicPageCache } from "./public-pages";
import { createRequestHandler } from "./request-handler";
import { securityHeaders } from "./security-headers";

// build/server/index.js -> build/client
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");

/**
 * Every setting, checked as the build loads, before server.js listens: a bad one throws a
 * ConfigError, which server.js prints as one line per bad variable and exits.
 */
export const config = getConfig();

export const app = express();
app.disable("x-powered-by");
app.set("trust proxy", config.trustProxy ? 1 : false);

app.use((_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
});
app.use(securityHeaders(config.stripe));
// Before anything reads the URL: a valid Host and request target, and one spelling per path.
app.use(validRequestLine());
app.use(canonicalPaths());

// Public pages rendered once per content version, business date and build, and served from memory
// with their compressed bytes, ETag and CSP hashes (docs/decisions/0017-public-page-cache.md). Not in
// development, where the sources change under a running server.
const embeddedDb = config.databaseUrl === undefined;
const contentVersion = contentVersionSource({
  embedded: embeddedDb,
  read: async () => readContentVersion(await getDb(), embeddedDb ? "pglite" : "postgres"),
  bumpsStarted: contentBumpsStarted,
  deadlineMs: 500,
});
if (config.nodeEnv !== "development") {
  const pageCache = publicPageCache({
    build: build as unknown as ServerBuild,
    mode: config.nodeEnv,
    contentVersion,
    loadContext: (req, nonce) =>
      edgeContext({ cspNonce: nonce, clientAddress: clientKey(req.ip ?? req.socket.remoteAddress) }),
    report: config.testOnly.pageCacheReport,
  });
  app.use(pageCache.middleware);
}
// Pages are compressed per response (brotli quality 5: ~5 ms for a page, within a few percent of
// the best ratio). Build assets were compressed once at build time at the highest levels.
app.use(compression({ brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } }));

// Hashed build output never changes: cache it for a year, serving the pre-compressed .br/.gz
// files the build wrote beside each asset. Everything else revalidates.
app.use(
  "/assets",
  expressStaticGzip(path.join(clientDir, "assets"), {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    index: false,
    serveStatic: { immutable: true, maxAge: "1y", index: false },
  }),
);
app.use(express.static(clientDir, { maxAge: "1h", index: false }));

app.use(staffPagesPrivate());
// Only the methods a route serves reach it (an action is the only way to POST), and no body
// larger than the route takes. Rate limits are counted where forms are handled: the actions.
app.use(allowedMethods(routePolicies(build)));
app.use(bodyChecks());

app.use(
  createRequestHandler({
    build: build as unknown as ServerBuild,
    getLoadContext: (req, res) =>
      edgeContext({
        cspNonce: String(res.locals.cspNonce),
        clientAddress: clientKey(req.ip ?? req.socket.remoteAddress),
      }),
  }),
);

let housekeeping: NodeJS.Timeout | undefined;

/** For `npm run owner` (scripts/owner.js), which runs against this same build. */
export { resetOwnerPassword } from "#app/auth/owner.server";
export { closeDb };

/**
 * Called by server.js once it listens: migrate the database now, so a broken one shows in the
 * log at boot (the site still serves its pages, and each form request retries), and start the
 * mail worker when SMTP_URL is set.
 */
export async function startBackgroundWork(): Promise<void> {
  try {
    await getDb();
    console.log(`[db] ready (${config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`})`);
  } catch (error) {
    console.error(
      "[db] not reachable at start-up; forms will answer 503 until it is:",
      error instanceof Error ? error.message : error,
    );
  }
  // The owner account from ADMIN_EMAIL / ADMIN_PASSWORD when none exists (it logs what it did or why not).
  try {
    await ensureOwner();
  } catch (error) {
    console.error(
      "[admin] could not check the owner account; /admin retries on its next request:",
      error instanceof Error ? error.message : error,
    );
  }
  // Housekeeping every minute (HOUSEKEEPING_MS): day-before reminders (into the mail queue) and due
  // review requests; every tenth time, rate-limit counters that ran out an hour ago, sessions that
  // ended, photo uploads no booking (or team save) claimed in a day, requests past the retention
  // period (app/customers/housekeeping.server.ts) and requests not yet matched to a customer.
  let ticks = 0;
  housekeeping = setInterval(() => {
    void queueDueReminders().catch((error) =>
      console.error("[reminders] could not queue:", error instanceof Error ? error.message : error),
    );
    void sendDueReviewRequests().catch((error) =>
      console.error("[reviews] could not send:", error instanceof Error ? error.message : error),
    );
    // Waitlist holds that ran out pass to the next; places no request noticed are offered.
    void offerWhatOpened();
    // Storm mode past its date: off in the log (the pages dropped its banner at midnight already).
    void endExpiredStormMode().catch((error) =>
      console.error("[storm] could not end storm mode:", error instanceof Error ? error.message : error),
    );
    if (ticks++ % 10 === 0) {
      void customerHousekeeping().catch((error) =>
        console.error("[customers] housekeeping:", error instanceof Error ? error.message : error),
      );
      void removeExpiredLimits().catch(() => {});
      void removeEndedSessions().catch(() => {});
      void removeStalePendingPhotos().catch(() => {});
      // Team photos uploaded with a save that was refused and never sent again (a day old).
      void getSiteFacts()
        .then((facts) => removeUnusedTeamPhotos({ keep: facts.team.flatMap((m) => (m.photoId ? [m.photoId] : [])) }))
        .catch(() => {});
    }
  }, config.housekeepingMs);
  housekeeping.unref();
  if (startMailWorker()) console.log("[mail] worker started");
  else console.log("[mail] SMTP_URL not set: requests are stored, no e-mail is sent");
  if (startTextWorker()) console.log("[texts] worker started");
  else console.log("[texts] SMS_URL not set: nothing is texted");
}

/**
 * Graceful shutdown: stop the mail worker (it finishes the message in hand), wait for the HTTP
 * server to finish the requests in flight, then close the database (PGlite checkpoints).
 */
export async function stopBackgroundWork(serverClosed?: Promise<unknown>): Promise<void> {
  clearInterval(housekeeping);
  await Promise.all([stopMailWorker(), stopTextWorker()]);
  await serverClosed;
  await closeDb();
}
