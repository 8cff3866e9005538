#!/usr/bin/env node
// Lighthouse (mobile settings) on the landing page, a glossary term and a quiz, with the system
// Chromium. Not part of `npm test`. Usage:
//   BUILD_DIR=build-site npx react-router build
//   node scripts/lighthouse.mjs [baseURL] [--raw]   (expects a running server; default :3000)
import fs from "node:fs";
import http from "node:http";
import zlib from "node:zlib";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";

const upstream = process.argv[2] ?? process.env.LIGHTHOUSE_URL ?? "http://localhost:3000";

// The Node server sends files uncompressed; in production a CDN or reverse proxy compresses
// them. With --raw the server is measured as it is; by default a small gzip proxy stands in
// for that CDN so the scores reflect what visitors get.
const raw = process.argv.includes("--raw");
let proxy = null;
let base = upstream;
if (!raw) {
  proxy = http.createServer(async (req, res) => {
    try {
      const response = await fetch(new URL(req.url ?? "/", upstream), {
        method: req.method,
        headers: {
          accept: req.headers.accept ?? "*/*",
          "user-agent": req.headers["user-agent"] ?? "",
        },
        redirect: "manual",
      });
      const body = Buffer.from(await response.arrayBuffer());
      const headers = Object.fromEntries(response.headers);
      delete headers["content-encoding"];
      delete headers["content-length"];
      delete headers["transfer-encoding"];
      const type = headers["content-type"] ?? "";
      const gzip =
        /gzip/.test(req.headers["accept-encoding"] ?? "") &&
        /text|javascript|json|xml|svg|css/.test(type);
      const out = gzip ? zlib.gzipSync(body, { level: 6 }) : body;
      if (gzip) headers["content-encoding"] = "gzip";
      headers["content-length"] = String(out.length);
      res.writeHead(response.status, headers);
      res.end(out);
    } catch (error) {
      res.writeHead(502);
      res.end(String(error));
    }
  });
  await new Promise((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${proxy.address().port}`;
}
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
      "JS KB (transfer)": Math.round(jsKb),
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
  proxy?.close();
}
console.log(
  raw
    ? "Measured as served (no compression)"
    : "Measured behind a gzip proxy (as a CDN would serve it)",
);
console.table(rows);
