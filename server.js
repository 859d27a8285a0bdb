// The one server entry, for production and development alike: the same Express app
// (server/app.ts: edge, headers, CSP, client address, mail worker, housekeeping) serves both.
// Production (`npm start`, NODE_ENV=production) runs build/; `npm run dev` runs the sources through
// Vite in middleware mode, as React Router's node-custom-server template does.
import { existsSync } from "node:fs";
import { createServer } from "node:http";

// Settings from .env (see .env.example); variables already in the environment win.
if (existsSync(".env")) process.loadEnvFile(".env");

const server = createServer();

// Imported after .env is loaded. Loading the app checks every setting (app/lib/config.server.ts):
// a bad one stops the server here, before it listens, with one line per bad variable.
let loaded;
try {
  loaded = process.env.NODE_ENV === "production" ? await import("./build/server/index.js") : await developmentApp();
} catch (error) {
  if (error?.name !== "ConfigError") throw error;
  console.error(error.message);
  process.exit(1);
}
const { app, config, startBackgroundWork, stopBackgroundWork } = loaded;
const { port, host } = config;

/** server/app.ts loaded through Vite (fresh client modules and hot reload), behind Vite's own middleware. */
async function developmentApp() {
  const [{ createServer: createViteServer, createLogger }, { default: express }] = await Promise.all([
    import("vite"),
    import("express"),
  ]);
  // A bad setting is said in its one line below, not as Vite's stack trace.
  const customLogger = createLogger();
  const logError = customLogger.error;
  customLogger.error = (message, options) =>
    void (options?.error?.name !== "ConfigError" && logError(message, options));
  // Hot reload talks over this server's own port, so the CSP's connect-src 'self' allows it.
  const vite = await createViteServer({ customLogger, server: { middlewareMode: true, hmr: { server } } });
  let source;
  try {
    source = await vite.ssrLoadModule("./server/app.ts");
  } catch (error) {
    await vite.close();
    throw error;
  }
  const app = express();
  app.disable("x-powered-by");
  app.use(vite.middlewares);
  app.use(source.app);
  return { ...source, app };
}

server.on("request", app);
server.listen(port, host, () => {
  console.log(`Serving on http://${host === "0.0.0.0" ? "localhost" : host}:${port} (Node ${process.version})`);
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
