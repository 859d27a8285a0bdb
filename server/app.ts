/**
 * The HTTP layer around React Router: security headers, compression, static files, abuse
 * limits, then the request handler. Bundled into build/server/index.js by `react-router build`
 * (see vite.config.ts) and started by server.js.
 */
import "react-router";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import { constants as zlib } from "node:zlib";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { closeDb, getDb } from "../app/db/client.server";
import { startMailWorker, stopMailWorker } from "../app/mail/worker.server";
import { formLimits } from "./form-limits";
import { adminLoginRateLimit, formRateLimit } from "./rate-limit";
import { securityHeaders } from "./security-headers";

declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
  }
}

// build/server/index.js -> build/client
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");

export const app = express();
app.disable("x-powered-by");
app.set("trust proxy", process.env.TRUST_PROXY === "1" ? 1 : false);

app.use((_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
});
app.use(securityHeaders());
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

// The staff inbox is never indexed, whatever answers (page, data, CSV, error). Its routes set
// Cache-Control: no-store themselves (a header set here would be sent twice).
app.use((req, res, next) => {
  if (/^\/admin([/.]|$)/i.test(req.path)) res.setHeader("X-Robots-Tag", "noindex, nofollow");
  next();
});

// Rate limits first, so refused and oversized attempts count too.
app.use(formRateLimit());
app.use(adminLoginRateLimit());
app.use(formLimits());

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext: (_req, res) => ({ cspNonce: String(res.locals.cspNonce) }),
  }),
);

/**
 * Called by server.js once it listens: migrate the database now, so a broken one shows in the
 * log at boot (the site still serves its pages, and each form request retries), and start the
 * mail worker when SMTP_URL is set.
 */
export async function startBackgroundWork(): Promise<void> {
  try {
    await getDb();
    console.log(`[db] ready (${process.env.DATABASE_URL ? "PostgreSQL" : `PGlite in ${process.env.DATA_DIR || "./data"}`})`);
  } catch (error) {
    console.error("[db] not reachable at start-up; forms will answer 503 until it is:", error instanceof Error ? error.message : error);
  }
  const password = process.env.ADMIN_PASSWORD;
  if (!password) console.log("[admin] ADMIN_PASSWORD not set: /admin stays locked");
  else if (password.length < 12) console.warn("[admin] ADMIN_PASSWORD is shorter than 12 characters; choose a longer one");
  if (startMailWorker()) console.log("[mail] worker started");
  else console.log("[mail] SMTP_URL not set: requests are stored, no e-mail is sent");
}

/**
 * Graceful shutdown: stop the mail worker (it finishes the message in hand), wait for the HTTP
 * server to finish the requests in flight, then close the database (PGlite checkpoints).
 */
export async function stopBackgroundWork(serverClosed?: Promise<unknown>): Promise<void> {
  await stopMailWorker();
  await serverClosed;
  await closeDb();
}
