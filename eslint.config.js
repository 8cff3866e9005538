import fs from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Import boundaries of docs/ARCHITECTURE.md, Layers are enforced here rather than hoped for.
// Our top folders are also reached through subpath imports (#app/…, #server/…: package.json
// "imports"), which a gitignore-style group cannot name ("#" starts a comment there), so a
// folder banned by name is banned by its prefix as well.
const noImport = (group, message, prefixes = []) => [
  "error",
  { patterns: [{ group, message }, ...prefixes.map((p) => ({ regex: `^#${p}`, message }))] },
];

// The app's layers (Bulletproof React): routes compose features; a feature is private except for
// the files listed here, which other features may import; components/ and lib/ are shared by all
// and import no feature. Anything two features need that is not one feature's public face moves
// to components/ (UI) or lib/ (logic).
const PUBLIC = {
  analytics: ["analytics-events"],
  "app-shell": ["types"],
  auth: ["auth-error", "validation", "use-public-config"],
  billing: ["pro-feature", "subscription-traits"],
  capture: ["compose-request", "guest-scene-starter"],
  characters: ["characters-api"],
  consent: ["consent-store", "events"],
  contact: ["contact-form"],
  cowriter: [
    "cowriter-panel",
    "cowriter-ideas",
    "cowriter-api",
    "cowriter-consent-item",
    "card-ideas",
  ],
  develop: ["develop-api", "progress-parts", "use-apply-card-idea"],
  guest: ["guest-storage"],
  interview: ["interview-link"],
  marketing: ["service-icon", "social-share", "share-service-link"],
  media: ["cover-picker", "file-checks", "use-media-upload", "upload"],
  movies: ["movies-api", "movie-poster", "create-movie-sheet", "movie-labels"],
  scenes: ["scenes-api", "element-format", "guest-scene-list"],
  "screenplay-editor": ["page-view", "screenplay-api"],
  share: ["share-api"],
  "table-read": ["read-aloud-button", "table-read-bar"],
  voice: ["voice-recorder"],
};
const features = fs
  .readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const publicFiles = Object.entries(PUBLIC).flatMap(([feature, files]) =>
  files.map((file) => `${feature}/${file}`),
);
const appServerBan = {
  group: ["**/server/**", "!**/server/load-context*"],
  message: "app/ reaches the server only over HTTP",
};
const appServerPrefix = {
  regex: "^#server/(?!load-context)",
  message: appServerBan.message,
};
// A relative import stays inside its folder ("./x"); going up is through an alias, so a path
// never hides which feature or layer it reaches. Content files (JSON, text) are the exception.
const noClimbing = {
  regex: "^(?!(\\.\\./)+content/)\\.\\./",
  message:
    "Import through a subpath import (#app/…, #contracts/…, #screenplay/…) rather than climbing with ../",
};
const featureBoundary = (feature) => ({
  regex: `^#app/features/(?!${escape(feature)}/)(?!(${publicFiles.map(escape).join("|")})$)`,
  message:
    "A feature imports another only through that feature's public files (PUBLIC in eslint.config.js); shared UI goes to components/, shared logic to lib/",
});
const sharedBoundary = {
  regex: "^(#app/features/|(\\.\\./)+features/)",
  message: "components/ and lib/ are shared by every feature and import none",
};
// The offline layer (app/lib/offline) is used through its public files only; the rest is how
// it works inside (its README.md).
const OFFLINE_PUBLIC = [
  "index",
  "sync-status",
  "offline-writes",
  "offline-indicators",
  "offline-banner",
  "storage-warning",
  "waiting-to-sync",
  "drafts",
];
const offlineBoundary = {
  regex: `^#app/lib/offline/(?!(${OFFLINE_PUBLIC.join("|")})$)`,
  message:
    "The offline layer is used through its public files (OFFLINE_PUBLIC in eslint.config.js)",
};
// The server climbs no more than one folder: further is through #server/…, #contracts/….
const serverClimbing = {
  regex: "^(\\.\\./){2,}",
  message:
    "Import through a subpath import (#server/…, #contracts/…) rather than climbing with ../../",
};
// Test helpers (tests/, reached as #tests/…) are for tests only.
const noTestHelpers = {
  group: ["#tests/*", "vitest"],
  message: "Production code imports no test helper: tests/ and vitest are for tests",
};

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
      "no-restricted-imports": [
        "error",
        { patterns: [appServerBan, appServerPrefix, noClimbing, offlineBoundary] },
      ],
    },
  },
  {
    files: ["app/components/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [appServerBan, appServerPrefix, noClimbing, sharedBoundary] },
      ],
    },
  },
  {
    files: ["app/components/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}"],
    ignores: ["app/lib/offline/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [appServerBan, appServerPrefix, noClimbing, sharedBoundary, offlineBoundary] },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`app/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            appServerBan,
            appServerPrefix,
            noClimbing,
            featureBoundary(feature),
            offlineBoundary,
          ],
        },
      ],
    },
  })),
  {
    // A rule of its own (typescript-eslint's twin of no-restricted-imports), so the folders'
    // boundaries above still apply to tests.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [noTestHelpers],
          paths: [
            {
              name: "zod",
              allowTypeImports: true,
              message:
                "Import z from #contracts/zod.ts: it keeps zod from using eval in the browser (CSP)",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["screenplay/**/*.ts"],
    rules: {
      "no-restricted-imports": noImport(
        ["**/server/**", "**/app/**", "**/contracts/**", "react", "react-dom"],
        "screenplay/ is pure: it imports nothing of ours and no React",
        ["server/", "app/", "contracts/", "tests/"],
      ),
    },
  },
  {
    files: ["server/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverClimbing] }] },
  },
  {
    files: ["server/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/api/**", "**/http/**"],
              message: "server/domain never imports the HTTP layer (server/api, server/http)",
            },
            {
              regex: "^#server/(api|http)/",
              message: "server/domain never imports the HTTP layer (server/api, server/http)",
            },
            {
              regex: "^(#server/live/|\\.\\./\\.\\./live/)",
              message: "server/domain never imports the live socket server (server/live)",
            },
            serverClimbing,
          ],
        },
      ],
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
            { regex: "^#(server|app)/", message: "contracts/ are pure shared schemas" },
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
