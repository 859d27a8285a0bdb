// ESLint: TypeScript's recommended rules, React's hooks rules and jsx-a11y's accessibility rules;
// formatting is Prettier's (`npm run format`), so no style rules here. Run by `npm test`.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "bench/results/", "**/*.generated.ts", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // `_`-prefixed names are deliberately unused (a parameter a signature needs).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
    },
  },
  {
    // Tests poke at loosely typed values (meta tags, JSON-LD, mocked modules) on purpose.
    files: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "no-control-regex": "off",
      // Vitest files share their worker's modules (vitest.config.ts): a module mock would meet the
      // real module another file already loaded. A file that must mock goes in OWN_MODULES there.
      "no-restricted-properties": [
        "error",
        {
          object: "vi",
          property: "mock",
          message: "Files share modules: list the file in vitest.config.ts's OWN_MODULES and here.",
        },
        {
          object: "vi",
          property: "doMock",
          message: "Files share modules: list the file in vitest.config.ts's OWN_MODULES and here.",
        },
      ],
    },
  },
  {
    // vitest.config.ts's OWN_MODULES: files with a module graph of their own.
    files: ["app/content/business-independence.test.tsx"],
    rules: { "no-restricted-properties": "off" },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Focus moves to a form's answer (its message or the field to fix) on purpose: it is what the
      // visitor must read next, and what a screen reader should announce (tests/e2e/keyboard.spec.ts).
      "jsx-a11y/no-autofocus": "off",
      // The classic hooks rules; the compiler-era ones (set-state-in-effect, ...) flag the
      // after-hydration pattern (`useEffect(() => setHydrated(true), [])`) this site relies on.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  prettier,
);
