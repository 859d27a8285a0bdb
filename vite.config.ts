import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { constants } from "node:zlib";
import { contentPlugin } from "#app/content/content-plugin.ts";

export default defineConfig(({ command }) => ({
  build: {
    // The icon sprite must stay a file: <use href="data:..."> does not work.
    assetsInlineLimit: (file: string) => (file.endsWith(".svg") ? false : undefined),
  },
  // The server build's entry is our Express app, which wraps React Router's request handler
  // (React Router 8 builds through Vite's environment API: the server is the `ssr` environment).
  environments: {
    ssr: {
      build: { rollupOptions: { input: "./server/app.ts" } },
      // Bundled into the production server rather than imported from node_modules: resolving
      // and loading their module files (Drizzle's 446 alone) took 2 of every start's 2.5 s
      // (`npm start`, `npm run owner`, each test server). Dev keeps them external.
      resolve: command === "build" ? { noExternal: ["drizzle-orm", "zod", "libphonenumber-js"] } : {},
    },
  },
  plugins: [
    // Brand, service and area pages from app/content/*/*.md, validated while building.
    contentPlugin(),
    tailwindcss(),
    reactRouter(),
    // Pre-compress browser assets once, at the highest levels (served by express-static-gzip).
    // It also writes .br/.gz beside the server bundle, which nothing reads (the plugin hooks the
    // manifest step of every environment, so it cannot be limited to the client's).
    compression({
      include: /\.(js|css|svg|json|webmanifest)$/,
      // Every size: a file of a few hundred bytes (the language helpers, the facts hooks) still
      // comes out a third smaller, and each public page loads a dozen of them. A file the
      // compression would not shrink gets no .br/.gz (skipIfLargerOrEqual, on by default).
      threshold: 0,
      algorithms: [
        defineAlgorithm("brotliCompress", { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm("gzip", { level: 9 }),
      ],
    }),
  ],
  resolve: { tsconfigPaths: true },
}));
