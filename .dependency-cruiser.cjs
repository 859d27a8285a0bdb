/**
 * The import rule (docs/decisions/0015-layout-and-imports.md): imports run one way, down this list.
 * A folder may import its own files and any folder below it, never one above it. Tests (*.test.*)
 * may reach anywhere; app/ never imports tests/.
 */
const layers = [
  // The route table, the document shell and the routes (each with its route.server.ts).
  "app/(routes|root\\.tsx|routes\\.ts|entry\\.server\\.tsx)",
  "app/components/",
  // Online payments (Stripe): read jobs and receipts, queue mails and texts.
  "app/payments/",
  // The domain folders, in the one order their imports run.
  "app/forms/",
  // The owner's reports read what every other domain records.
  "app/reports/",
  // Estimates the customer approves before the work: read visits' money rules and counties.
  "app/estimates/",
  "app/visits/",
  "app/requests/",
  "app/calls/",
  "app/customers/",
  "app/scheduling/",
  "app/photos/",
  "app/auth/",
  "app/texts/",
  "app/mail/",
  "app/settings/",
  "app/activity/",
  "app/limits/",
  "app/db/",
  "app/lib/",
  "app/content/",
];

const upward = layers.slice(1).map((layer, i) => ({
  name: "no-folder-cycles",
  comment: `${layer} may not import a layer above it (see .dependency-cruiser.cjs's list).`,
  severity: "error",
  from: { path: `^${layer}`, pathNot: "\\.test\\.tsx?$" },
  to: { path: `^(${layers.slice(0, i + 1).join("|")})` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "No module imports itself through others.",
      from: {},
      to: { circular: true, dependencyTypesNot: ["type-only"] },
    },
    ...upward,
    {
      name: "components-not-server",
      severity: "error",
      comment: "Components are bundled for the browser: they may not import *.server.ts (types excepted).",
      from: { path: "^app/components/" },
      to: { path: "\\.server\\.tsx?$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "app-not-tests",
      severity: "error",
      comment: "Test support lives in tests/; the app never imports it (its own *.test.ts files may).",
      from: { path: "^app/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^tests/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)\\.react-router/|\\+types/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      extensions: [".ts", ".tsx", ".js", ".d.ts"],
    },
  },
};
