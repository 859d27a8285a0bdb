import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate` writes a new SQL migration into drizzle/ after a schema change.
// The app applies them at start-up (app/db/client.server.ts), on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema.ts",
  out: "./drizzle",
});
