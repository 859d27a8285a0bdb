import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  // The server build's entry is our Express app, which wraps React Router's request handler.
  build: {
    ...(isSsrBuild && { rollupOptions: { input: "./server/app.ts" } }),
    // The icon sprite must stay a file: <use href="data:..."> does not work.
    assetsInlineLimit: (file: string) => (file.endsWith(".svg") ? false : undefined),
  },
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
}));
