// `npm start`: build the production bundle when it is missing or older than the sources, then
// serve it. A fresh clone therefore needs only `npm install && npm start`.
import { buildIsStale, buildProductionBundle } from "./production-build.js";

if (buildIsStale() || process.env.FORCE_BUILD === "1") buildProductionBundle();

process.env.NODE_ENV ??= "production";
await import("../server.js");
