import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { writeReadableStreamToWritable } from "@react-router/node";
import {
  createRequestHandler as createReactRouterHandler,
  type RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { MAX_BODY_BYTES } from "./edge";
import { getConfig } from "#app/lib/config.server";

/**
 * Express -> React Router, as @react-router/express does it, with one difference: the body
 * React Router reads is counted as it streams, so a body without a declared length (chunked)
 * meets the same size limit as one with it. Past the limit the client gets 413 at once and the
 * route never sees a complete body (its action fails to read the form and stores nothing).
 */
export function createRequestHandler({
  build,
  getLoadContext,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
}) {
  const handleRequest = createReactRouterHandler(build, getConfig().nodeEnv);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const request = toFetchRequest(req, res);
      const response = await handleRequest(request, getLoadContext(req, res));
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/** The URL a route sees: from the connection, or the trusted proxy's headers. */
export function requestUrl(req: ExpressRequest): URL {
  // The edge has validated Host (and X-Forwarded-Host when a proxy is trusted).
  const host =
    (req.app.enabled("trust proxy") && req.get("X-Forwarded-Host")?.split(",")[0]?.trim()) || req.get("host");
  return new URL(`${req.protocol}://${host}${req.originalUrl}`);
}

/** The web Request a route sees. */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const url = requestUrl(req);
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: toHeaders(req.headers),
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = limitedBody(req, res, res.locals.maxBodyBytes ?? MAX_BODY_BYTES, () => controller?.abort());
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

export function toHeaders(incoming: ExpressRequest["headers"]): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(incoming)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(key, value);
  }
  return headers;
}

/** The request body as a web stream that errors, and answers 413, once it passes `limit` bytes. */
function limitedBody(
  req: ExpressRequest,
  res: ExpressResponse,
  limit: number,
  abort: () => void,
): ReadableStream<Uint8Array> {
  let received = 0;
  let cancelled = false; // by the reader: a chunk still arriving must not be enqueued (that throws)
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on("data", (chunk: Buffer) => {
        if (cancelled) return;
        received += chunk.length;
        if (received > limit) {
          req.pause();
          req.removeAllListeners("data");
          controller.error(new Error("Request body too large"));
          if (!res.headersSent) {
            res.setHeader("Connection", "close");
            res.status(413).type("text/plain").send("Request too large. Please shorten your message.");
          }
          abort();
          return;
        }
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 1) <= 0) req.pause();
      });
      req.once("end", () => {
        if (received <= limit && !cancelled) controller.close();
      });
      req.once("error", (error) => controller.error(error));
    },
    pull() {
      req.resume();
    },
    cancel() {
      cancelled = true;
      req.resume();
    },
  });
}

async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded || res.headersSent) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  // A route's header replaces the edge's default of the same name (Referrer-Policy: no-referrer on
  // the appointment page); only Set-Cookie may come several times.
  for (const [key, value] of response.headers.entries()) {
    if (key === "set-cookie") res.append(key, value);
    else res.setHeader(key, value);
  }
  if (response.body) {
    try {
      await writeReadableStreamToWritable(response.body, res);
    } catch (error) {
      if (res.destroyed || res.writableEnded) return;
      throw error;
    }
  } else {
    res.end();
  }
}
