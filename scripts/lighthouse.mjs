#!/usr/bin/env node
// Lighthouse (mobile settings) on the landing page, a glossary term and a quiz, with the system
// Chromium. Not part of `npm test`. Usage:
//   BUILD_DIR=build-site npx react-router build
//   BUILD_DIR=build-site PORT=3931 npx tsx server/main.ts &
//   node scripts/lighthouse.mjs [baseURL]   (default http://localhost:3000)
// The server compresses pages and assets itself, so it is measured as served.
import fs from "node:fs";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";

const base = process.argv[2] ?? process.env.LIGHTHOUSE_URL ?? "http://localhost:3000";
const paths = ["/", "/glossary/term/beat", "/quiz/screenplay-format-basics"];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

const rows = [];
try {
  for (const path of paths) {
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      formFactor: "mobile",
      screenEmulation: {
        mobile: true,
        width: 412,
        height: 823,
        deviceScaleFactor: 1.75,
        disabled: false,
      },
    });
    const lhr = result.lhr;
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const scripts = (lhr.audits["network-requests"]?.details?.items ?? []).filter(
      (item) => item.resourceType === "Script",
    );
    const jsKb = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
    rows.push({
      path,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      LCP: lhr.audits["largest-contentful-paint"]?.displayValue,
      TBT: lhr.audits["total-blocking-time"]?.displayValue,
      CLS: lhr.audits["cumulative-layout-shift"]?.displayValue,
      "JS KB (transfer, incl. prefetch after load)": Math.round(jsKb),
    });
    if (process.env.LIGHTHOUSE_OUT) {
      fs.mkdirSync(process.env.LIGHTHOUSE_OUT, { recursive: true });
      fs.writeFileSync(
        `${process.env.LIGHTHOUSE_OUT}/${path.replace(/\W+/g, "_") || "root"}.json`,
        result.report,
      );
    }
  }
} finally {
  await chrome.kill();
}
console.table(rows);
