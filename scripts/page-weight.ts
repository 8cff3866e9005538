// First-load JavaScript of every prerendered page, gzipped, against docs/ARCHITECTURE.md, Budgets.
// Usage: npm run build && npm run weight   (or BUILD_DIR=… npx tsx scripts/page-weight.ts)
import fs from "node:fs";
import path from "node:path";
import {
  firstLoadJs,
  prerenderedPages,
  PUBLIC_PAGE_BUDGET_BYTES,
} from "./prerender/first-load-js.ts";

const clientDir = path.resolve(process.argv[2] ?? process.env.BUILD_DIR ?? "build", "client");
const kb = (n: number) => (n / 1024).toFixed(1);
const rows = prerenderedPages(clientDir)
  .map(([page, file]) => ({ page, ...firstLoadJs(clientDir, fs.readFileSync(file, "utf8")) }))
  .sort((a, b) => b.gzipBytes - a.gzipBytes);

console.log(`${rows.length} prerendered pages; budget ${kb(PUBLIC_PAGE_BUDGET_BYTES)} KB gzipped`);
for (const row of rows.slice(0, 8)) {
  console.log(
    `  ${kb(row.gzipBytes).padStart(6)} KB  ${String(row.files.length).padStart(3)} files  ${row.page}`,
  );
}
const over = rows.filter((row) => row.gzipBytes > PUBLIC_PAGE_BUDGET_BYTES);
console.log(over.length === 0 ? "All within budget." : `${over.length} page(s) over budget.`);
process.exitCode = over.length === 0 ? 0 : 1;
