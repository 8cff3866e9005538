import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { E2E_PADDLE } from "./tests/e2e/paddle-e2e.ts";

const port = Number(process.env.E2E_PORT ?? 3917);
const baseURL = `http://localhost:${port}`;
const dataDir = path.join(os.tmpdir(), `lifescript-e2e-${process.pid}`);

// The system Chromium, never a downloaded browser; flags that keep it off the network.
export default defineConfig({
  testDir: "tests/e2e",
  // The crawler reads prerendered pages that no database changes: once, on the PGlite run, is enough.
  testIgnore: process.env.TEST_DATABASE_URL ? ["**/site-crawl.spec.ts"] : [],
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  // Files in parallel (E2E_WORKERS, 1 by default; .ci/run uses 2): each file signs up its own
  // people, and each loopback fake a spec starts is used by that spec only.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json"]],
  outputDir: path.join(os.tmpdir(), "lifescript-e2e-results"),
  use: {
    baseURL,
    trace: "off",
    screenshot: "only-on-failure",
    // The app's service worker is tested by tests/e2e/offline-app.spec.ts in a browser
    // profile of its own; elsewhere it would only download the whole build once per test.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: `node scripts/start.mjs`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      BASE_URL: baseURL,
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      RATE_LIMITS: "false",
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? "",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      // A fake analytics host on this machine (tests watch that nothing reaches it before consent),
      // and a header the consent tests use to play a visitor's country.
      POSTHOG_KEY: "phc_e2e_fake_key",
      POSTHOG_HOST: "http://127.0.0.1:3998",
      GEO_COUNTRY_HEADER: "x-test-country",
      GIPHY_API_KEY: "e2e-key",
      GIPHY_API_URL: process.env.E2E_GIPHY_URL ?? "http://127.0.0.1:3918",
      // The loopback OpenAI-compatible transcription fake of tests/e2e/voice.spec.ts.
      TRANSCRIBE_URL: process.env.E2E_TRANSCRIBE_URL ?? "http://127.0.0.1:3919",
      // Payments with Paddle (tests/e2e/billing.spec.ts): its API is a loopback fake, Paddle.js a
      // test double the spec serves.
      PADDLE_API_KEY: E2E_PADDLE.apiKey,
      PADDLE_WEBHOOK_SECRET: E2E_PADDLE.webhookSecret,
      PADDLE_CLIENT_TOKEN: E2E_PADDLE.clientToken,
      PADDLE_PRICE_MONTHLY: E2E_PADDLE.priceMonthly,
      PADDLE_PRICE_YEARLY: E2E_PADDLE.priceYearly,
      PADDLE_ENVIRONMENT: "sandbox",
      PADDLE_API_URL: E2E_PADDLE.apiUrl,
      ADMIN_EMAILS: E2E_PADDLE.adminEmail,
      // One of our own profiles, for the footer's Follow Lifescript row (tests/e2e/site-footer.spec.ts).
      SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/lifescript.app",
      // The loopback OpenAI-compatible chat fake of tests/e2e/cowriter.spec.ts.
      LLM_URL: process.env.E2E_LLM_URL ?? "http://127.0.0.1:3922/v1",
      LLM_MODEL: "e2e-model",
    },
  },
});
