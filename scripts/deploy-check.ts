/**
 * The README's deploy, tried: run by .ci/run in a fresh copy of the repository after
 * `npm ci && npm run build`. Starts the production server (NODE_ENV=production node <heap flags> server.js)
 * on a throwaway PostgreSQL with an SMTP server, behind nginx with deploy/nginx.conf (a throwaway
 * certificate, loopback ports), and checks what an operator would: HTTPS pages with HSTS, HTTP
 * redirected, a form stored and mailed, the owner signing in over HTTPS with a Secure cookie.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./server-node-flags.js";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "#tests/support/free-port";
import { startTestPostgres } from "#tests/support/postgres";
import { startTestSmtp } from "#tests/support/smtp";

const root = path.resolve(import.meta.dirname, "..");
const work = mkdtempSync(path.join(tmpdir(), "fridge-deploy-"));
// The throwaway certificate is self-signed: this process alone does not verify it.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
const children: ChildProcess[] = [];
const cleanups: Array<() => unknown> = [];

function check(ok: unknown, what: string): void {
  if (!ok) throw new Error(`deploy check failed: ${what}`);
  console.log(`  ok: ${what}`);
}

async function main() {
  const [httpsPort, httpPort, appPort] = [await freePort(), await freePort(), await freePort()];
  const postgres = await startTestPostgres();
  cleanups.push(() => postgres.stop());
  const smtp = await startTestSmtp();
  cleanups.push(() => smtp.stop());

  // nginx with the repository's own configuration: only the ports, names and paths changed.
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-keyout",
      path.join(work, "site.key"),
      "-out",
      path.join(work, "site.pem"),
    ],
    { stdio: "ignore" },
  );
  const site = readFileSync(path.join(root, "deploy/nginx.conf"), "utf8")
    .replaceAll("server 127.0.0.1:3000;", `server 127.0.0.1:${appPort};`)
    .replaceAll("listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replaceAll("listen 80;", `listen 127.0.0.1:${httpPort};`)
    .replaceAll("www.tampabayfridgerepair.example", "localhost")
    .replaceAll("/etc/ssl/certs/fridge-site.pem", path.join(work, "site.pem"))
    .replaceAll("/etc/ssl/private/fridge-site.key", path.join(work, "site.key"))
    .replace("return 301 https://$host$request_uri;", `return 301 https://$host:${httpsPort}$request_uri;`);
  writeFileSync(
    path.join(work, "nginx.conf"),
    `daemon off; pid ${work}/nginx.pid; error_log ${work}/error.log; events {}\n` +
      `http { access_log off; client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy;\n${site}\n}\n`,
  );
  const nginx = spawn("nginx", ["-c", path.join(work, "nginx.conf"), "-p", work], { stdio: "inherit" });
  children.push(nginx);

  // The server as the README starts it in production.
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.js"], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...SERVER_ENV,
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(appPort),
      HOST: "127.0.0.1",
      TRUST_PROXY: "1",
      DATABASE_URL: postgres.url,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_POLL_MS: "200",
      ADMIN_PASSWORD: "deploy-check-passphrase",
    },
  });
  children.push(server);

  const site443 = `https://localhost:${httpsPort}`;
  for (let i = 0; ; i++) {
    const up = await fetch(`${site443}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 120) throw new Error("the site did not answer through nginx within 60 s");
    await sleep(500);
  }

  console.log(`deploy check: production build behind nginx (${site443}), PostgreSQL, SMTP`);
  const home = await fetch(`${site443}/`);
  check(
    home.status === 200 && (await home.text()).includes("Tampa Bay Refrigerator Repair"),
    "GET / over HTTPS answers the home page",
  );
  check(home.headers.get("strict-transport-security") === "max-age=31536000", "HSTS from the TLS proxy");
  const plain = await fetch(`http://localhost:${httpPort}/contact`, { redirect: "manual" });
  check(
    plain.status === 301 && plain.headers.get("location") === `${site443}/contact`,
    "plain HTTP is redirected to HTTPS",
  );

  const marker = `deploy-${Date.now()}`;
  const sent = await fetch(`${site443}/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site443 },
    body: new URLSearchParams({
      name: marker,
      email: "visitor@example.com",
      phone: "(813) 555-0100",
      service: "",
      message: "From the deploy check",
    }),
  });
  check(sent.status === 200, "a contact form posted over HTTPS is stored");

  const signIn = await fetch(`${site443}/admin`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site443 },
    body: new URLSearchParams({ intent: "login", email: "info@example.com", password: "deploy-check-passphrase" }),
  });
  const cookie = signIn.headers.get("set-cookie") ?? "";
  check(
    signIn.status === 302 && /; Secure/i.test(cookie) && /HttpOnly/i.test(cookie),
    "the owner signs in over HTTPS (Secure, HttpOnly cookie)",
  );
  const inbox = await fetch(`${site443}/admin`, { headers: { Cookie: cookie.split(";")[0]! } });
  check(
    inbox.status === 200 && (await inbox.text()).includes(marker),
    "the workspace lists the message, read from PostgreSQL",
  );

  const mail = await smtp.waitFor(2, 20_000);
  check(
    mail.some((m) => m.to.includes("info@example.com") && m.subject.includes(marker)),
    "the owner's notification went out by SMTP",
  );
}

main()
  .then(
    () => (process.exitCode = 0),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  )
  .finally(async () => {
    for (const child of children) child.kill("SIGTERM");
    await sleep(1500);
    for (const cleanup of cleanups.reverse()) await cleanup();
    rmSync(work, { recursive: true, force: true });
  });
