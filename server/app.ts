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
import compression from "compression";
import express from "express";
import { formLimits } from "./form-limits";
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
app.use(compression());

// Hashed build output never changes: cache it for a year. Everything else revalidates.
app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
app.use(express.static(clientDir, { maxAge: "1h", index: false }));

app.use(formLimits());

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext: (_req, res) => ({ cspNonce: String(res.locals.cspNonce) }),
  }),
);
