import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Import boundaries of DESIGN.md section 2 are enforced here rather than hoped for.
const noImport = (group, message) => ["error", { patterns: [{ group, message }] }];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "build-*/**",
      ".e2e-build/**",
      ".react-router/**",
      "node_modules/**",
      "data/**",
      "server/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: "readonly",
        process: "readonly",
        window: "readonly",
        document: "readonly",
        URL: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
        fetch: "readonly",
        Buffer: "readonly",
      },
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-empty-object-type": "off",
    },
  },
  {
    // TypeScript checks names itself; no-undef only misfires on DOM and Node globals there.
    files: ["**/*.{ts,tsx}"],
    rules: { "no-undef": "off" },
  },
  {
    // CommonJS shims that drive peers' old code (bench/) need require and module.
    files: ["**/*.cjs"],
    languageOptions: {
      sourceType: "commonjs",
      globals: {
        require: "readonly",
        module: "writable",
        global: "readonly",
        __dirname: "readonly",
      },
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "no-restricted-imports": noImport(
        ["**/server/**", "!**/server/load-context*"],
        "app/ reaches the server only over HTTP",
      ),
    },
  },
  {
    files: ["screenplay/**/*.ts"],
    rules: {
      "no-restricted-imports": noImport(
        ["**/server/**", "**/app/**", "**/contracts/**", "react", "react-dom"],
        "screenplay/ is pure: it imports nothing of ours and no React",
      ),
    },
  },
  {
    files: ["server/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": noImport(["**/api/**"], "server/domain never imports server/api"),
    },
  },
  {
    files: ["contracts/**/*.ts"],
    ignores: ["contracts/zod.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**", "**/app/**"], message: "contracts/ are pure shared schemas" },
          ],
          paths: [
            {
              name: "zod",
              message: "Import z from ./zod.ts: it keeps zod from using eval in the browser (CSP)",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.ts"],
    ignores: ["server/env.ts", "server/logger.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration from server/env.ts" },
      ],
    },
  },
);
