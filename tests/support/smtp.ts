/**
 * Test helper: an in-process SMTP server (the `smtp-server` package) that keeps every message it
 * accepts, decoded enough to assert on: envelope, subject, plain-text body, attachments. Used by
 * the worker's unit tests and by the browser/fault tests in tests/e2e. No relative "~" imports,
 * so Playwright can load it too.
 */
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  attachments: Array<{ contentType: string; filename?: string; content: string }>;
  raw: string;
}

export interface TestSmtp {
  port: number;
  messages: ReceivedMail[];
  /** Resolves once `count` messages have arrived (rejects after `timeoutMs`). */
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  stop: () => Promise<void>;
}

export async function startTestSmtp({
  port = 0,
  rejectRecipients = [],
}: { port?: number; rejectRecipients?: string[] } = {}): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no STARTTLS with a self-signed certificate to trip the client.
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (rejectRecipients.includes(address.address)) {
        const error = new Error("No such mailbox") as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        messages.push({
          ...parseMessage(raw),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address() as { port: number };

  return {
    port: address.port,
    messages,
    waitFor: (count, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          cleanup();
          resolve(messages.slice());
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`Expected ${count} e-mail(s) within ${timeoutMs} ms, got ${messages.length}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A minimal MIME reader for what nodemailer writes: headers, multipart, base64, quoted-printable.

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? "" : raw.slice(at).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QB]\?[^?]*\?=)\s+(?==\?)/gi, "$1")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _charset, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const input = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < input.length; i++) {
    if (input[i] === "=" && /^[0-9A-F]{2}$/i.test(input.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(input.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(input[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(body: string, encoding = ""): string {
  const e = encoding.toLowerCase();
  if (e === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (e === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

function parseMessage(raw: string): Omit<ReceivedMail, "from" | "to" | "raw"> {
  const { headers, body } = splitHead(raw);
  const result = {
    headers,
    subject: decodeWords(headers.subject ?? ""),
    text: "",
    attachments: [] as ReceivedMail["attachments"],
  };
  const walk = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders["content-type"] ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      for (const piece of partBody.split(`--${boundary}`).slice(1)) {
        if (piece.startsWith("--")) break;
        const part = splitHead(piece.replace(/^\r?\n/, ""));
        walk(part.headers, part.body.replace(/\r?\n$/, ""));
      }
      return;
    }
    const content = decodeBody(partBody, partHeaders["content-transfer-encoding"]);
    const disposition = partHeaders["content-disposition"] ?? "";
    if (/attachment/i.test(disposition) || !/^text\/plain/i.test(type)) {
      const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
      result.attachments.push({ contentType: type, filename, content });
    } else {
      result.text += content;
    }
  };
  walk(headers, body);
  return result;
}
