/**
 * Test helper: what the loopback fakes of outside services (sms-provider.ts, stripe-fake.ts)
 * share: reading a request's body and answering JSON. No relative "~" imports, so Playwright can
 * load it too.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

/** The whole body of a request, as UTF-8 text. */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** Answers `body` as JSON with `status`. */
export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}
