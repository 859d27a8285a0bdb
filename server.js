// Production entry: serves build/ (see scripts/start.js, which builds it first when needed).
import { app } from "./build/server/index.js";

const port = Number.parseInt(process.env.PORT || "3000", 10);
const host = process.env.HOST || "0.0.0.0";

const server = app.listen(port, host, () => {
  console.log(`Serving on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
});

function shutdown(signal) {
  console.log(`${signal} received, closing`);
  server.close(() => process.exit(0));
  // Connections kept alive by browsers would hold close() open.
  server.closeIdleConnections?.();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
