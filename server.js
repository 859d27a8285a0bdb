// Production entry: serves build/ (see scripts/start.js, which builds it first when needed).
import { existsSync } from "node:fs";

// Settings from .env (see .env.example); variables already in the environment win.
if (existsSync(".env")) process.loadEnvFile(".env");

// Imported after .env is loaded. Loading the build checks every setting (app/lib/config.server.ts):
// a bad one stops the server here, before it listens, with one line per bad variable.
let build;
try {
  build = await import("./build/server/index.js");
} catch (error) {
  if (error?.name !== "ConfigError") throw error;
  console.error(error.message);
  process.exit(1);
}
const { app, config, startBackgroundWork, stopBackgroundWork } = build;
const { port, host } = config;

const server = app.listen(port, host, () => {
  console.log(`Serving on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
  void startBackgroundWork();
});

let shuttingDown = false;
async function shutdown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`${signal} received, closing`);
  // Never hang: whatever is still open after 10 s is cut off.
  setTimeout(() => process.exit(1), 10_000).unref();
  const closed = new Promise((resolve) => server.close(resolve));
  // Connections kept alive by browsers would hold close() open.
  server.closeIdleConnections?.();
  try {
    await stopBackgroundWork(closed);
  } catch (error) {
    console.error("Error during shutdown:", error);
  }
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
