#!/usr/bin/env node
// Lighthouse (mobile settings) on the landing page, a glossary term and a quiz, with the system
// Chromium. Not part of `npm test`. Usage:
//   BUILD_DIR=build-site npx react-router build
//   BUILD_DIR=build-site PORT=3931 NODE_ENV=production npx tsx server/main.ts &
//   node scripts/lighthouse.mjs [baseURL]   (default http://localhost:3000)
// LIGHTHOUSE_PATHS=/,/pricing measures other pages; LIGHTHOUSE_RUNS=3 measures each page that
// many times and adds a row with the median of each figure (a shared machine is noisy: one run
// says little). The server compresses pages and assets itself, so it is measured as served.
//
// Reading the figures: Lighthouse simulates a slow phone (Lantern) from the requests and tasks
// it observed before the page's first paint. Headless Chromium here reports that paint on a
// ~1 s frame cadence (observed FCP 0.25, 1.2 or 2.2 s for the same page, whatever it contains),
// and everything that finished before it counts as blocking the paint: when the observed paint
// is late, all of a page's scripts land in the simulated FCP and LCP. The "paint seen" column
// shows it; a run whose paint is seen early is the one that scores high. The landing with every
// script removed scores 98-99 here; as served, the ~100 KB of React and the app count in full.
import fs from "node:fs";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";

// A trailing slash on the base would make every address start with "//", which is another page.
const base = (process.argv[2] ?? process.env.LIGHTHOUSE_URL ?? "http://localhost:3000").replace(
  /\/+$/,
  "",
);
const paths = process.env.LIGHTHOUSE_PATHS?.split(",") ?? [
  "/",
  "/glossary/term/beat",
  "/quiz/screenplay-format-basics",
];
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
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
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
try {
  for (const path of paths) {
    const measured = [];
    for (let run = 1; run <= runs; run += 1) {
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
      const row = {
        path: runs > 1 ? `${path} #${run}` : path,
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
        "LCP s": Number(
          ((lhr.audits["largest-contentful-paint"]?.numericValue ?? 0) / 1000).toFixed(2),
        ),
        "FCP s": Number(
          ((lhr.audits["first-contentful-paint"]?.numericValue ?? 0) / 1000).toFixed(2),
        ),
        "paint seen s": Number(
          (
            (lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? 0) / 1000
          ).toFixed(2),
        ),
        "TBT ms": Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
        CLS: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        "JS KB (transfer, incl. prefetch after load)": Math.round(jsKb),
      };
      measured.push(row);
      rows.push(row);
      if (process.env.LIGHTHOUSE_OUT) {
        fs.mkdirSync(process.env.LIGHTHOUSE_OUT, { recursive: true });
        const name = `${path.replace(/\W+/g, "_").replace(/^_$/, "root")}${runs > 1 ? `-${run}` : ""}`;
        fs.writeFileSync(`${process.env.LIGHTHOUSE_OUT}/${name}.json`, result.report);
      }
    }
    if (runs > 1) {
      const summary = { path: `${path} median` };
      for (const key of Object.keys(measured[0]).filter((k) => k !== "path")) {
        summary[key] = median(measured.map((row) => row[key]));
      }
      rows.push(summary);
    }
  }
} finally {
  await chrome.kill();
}
console.table(rows);
