#!/usr/bin/env node
// `npm test`: every suite in turn (unit, integration, end-to-end), then one line
// "N passed, N failed" over all of them. Exit code 1 when anything failed.
// `npm test -- lint|api|unit|integration|e2e|resilience` runs one suite (lint: ESLint, the import
// rules and the type check; api: the generated API types are current). TEST_DATABASE_URL=postgres://…
// runs the integration, end-to-end and resilience suites against PostgreSQL instead of PGlite
// (resilience needs a cluster it may restart: TEST_PG_CTL and TEST_PG_DATA, set by .ci/run).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { findChromium } from "./find-chromium.mjs";

const root = path.resolve(import.meta.dirname, "..");
const only = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const want = (name) => only.length === 0 || only.includes(name);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), "lifescript-reports-"));
const bin = (pkg, file) => path.join(root, "node_modules", pkg, file);
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
// Failed tests by name, printed again in the summary: CI logs are often read from their tail.
const failures = [];

const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

function firstLine(message) {
  const text = String(message ?? "").replace(ANSI_COLOUR, "");
  return (
    text
      .split("\n")
      .find((line) => line.trim() !== "")
      ?.trim()
      .slice(0, 240) ?? ""
  );
}

function run(label, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

function vitestSuite(project, env = {}) {
  const out = path.join(reports, `${project}.json`);
  const status = run(
    `${project} tests (vitest)`,
    [
      bin("vitest", "vitest.mjs"),
      "run",
      "--project",
      project,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${out}`,
    ],
    env,
  );
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (fs.existsSync(out)) {
    const json = JSON.parse(fs.readFileSync(out, "utf8"));
    passed = json.numPassedTests;
    failed = json.numFailedTests + (json.numFailedTestSuites ?? 0);
    skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    for (const file of json.testResults ?? []) {
      const where = path.relative(root, file.name ?? "");
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === "failed");
      for (const t of failedTests) {
        failures.push(`${project} ${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
      }
      if (failedTests.length === 0 && file.status === "failed") {
        failures.push(`${project} ${where}: ${firstLine(file.message)}`);
      }
    }
  }
  if (status !== 0 && failed === 0) failed = 1; // the runner itself failed
  record(project, passed, failed, skipped);
}

function e2eSuite() {
  let chromium;
  try {
    chromium = findChromium();
  } catch (error) {
    console.error(String(error.message));
    record("e2e", 0, 1, 0);
    return;
  }
  // Its own build folder (inside the project, so its imports resolve to node_modules), so a
  // server running from ./build is left alone.
  const buildDir = path.join(root, ".e2e-build");
  // .ci/run builds once for the PGlite run and sets E2E_REUSE_BUILD for the PostgreSQL run of the
  // same commit: the build does not depend on the database.
  const reuse = process.env.E2E_REUSE_BUILD === "1" && fs.existsSync(path.join(buildDir, "server"));
  const build = reuse
    ? 0
    : run("build for end-to-end tests", [bin("@react-router/dev", "bin.js"), "build"], {
        BUILD_DIR: buildDir,
      });
  if (build !== 0) {
    record("e2e", 0, 1, 0);
    return;
  }
  const out = path.join(reports, "e2e.json");
  const status = run(
    "end-to-end tests (Playwright, Chromium at " + chromium + ")",
    [bin("@playwright/test", "cli.js"), "test"],
    {
      CHROMIUM_PATH: chromium,
      BUILD_DIR: buildDir,
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    },
  );
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (fs.existsSync(out)) {
    const stats = JSON.parse(fs.readFileSync(out, "utf8")).stats ?? {};
    passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed = stats.unexpected ?? 0;
    skipped = stats.skipped ?? 0;
    collectPlaywrightFailures(JSON.parse(fs.readFileSync(out, "utf8")).suites ?? [], []);
  }
  if (status !== 0 && failed === 0) failed = 1;
  record("e2e", passed, failed, skipped);
}

function collectPlaywrightFailures(suites, titles) {
  for (const suite of suites) {
    const inner = suite.file && titles.length === 0 ? [] : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const last = test.results?.at(-1);
        const name = [...inner, spec.title].filter(Boolean).join(" › ");
        failures.push(
          `e2e ${spec.file}:${spec.line} › ${name}: ${firstLine(last?.error?.message)}`,
        );
      }
    }
    collectPlaywrightFailures(suite.suites ?? [], inner);
  }
}

function record(name, passed, failed, skipped) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(`${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
}

// First, and cheap: the app's generated API types match the server's OpenAPI document.
function apiTypesCheck() {
  const status = run("API types are current (npm run api:check)", [
    bin("tsx", "dist/cli.mjs"),
    path.join(root, "scripts", "generate-api-types.ts"),
    "--check",
  ]);
  record("api:check", status === 0 ? 1 : 0, status === 0 ? 0 : 1, 0);
}

// Lint (ESLint, and dependency-cruiser: no import cycle, layers kept) and the type check, as
// CI's first suite: a change that breaks either fails the run like a failing test.
function staticChecks() {
  const checks = [
    ["lint: ESLint", [bin("eslint", "bin/eslint.js"), "."]],
    [
      "lint: dependency-cruiser (no import cycle, layers kept)",
      [
        bin("dependency-cruiser", "bin/dependency-cruise.mjs"),
        "app",
        "server",
        "screenplay",
        "contracts",
        "--config",
        ".dependency-cruiser.cjs",
      ],
    ],
    ["typecheck: route types", [bin("@react-router/dev", "bin.js"), "typegen"]],
    ["typecheck: tsc", [bin("typescript", "bin/tsc"), "--noEmit"]],
    [
      "typecheck: tsc (service worker)",
      [bin("typescript", "bin/tsc"), "--noEmit", "-p", "app/service-worker"],
    ],
  ];
  let failed = 0;
  for (const [label, args] of checks) {
    if (run(label, args) !== 0) {
      failed += 1;
      failures.push(`lint ${label}`);
    }
  }
  record("lint and typecheck", checks.length - failed, failed, 0);
}

if (want("lint")) staticChecks();
if (want("api")) apiTypesCheck();
if (want("unit")) vitestSuite("unit");
if (want("integration")) vitestSuite("integration");
if (want("e2e")) e2eSuite();
// Last: it stops the PostgreSQL server that the other suites use. It serves the end-to-end build.
if (want("resilience")) vitestSuite("resilience", { BUILD_DIR: path.join(root, ".e2e-build") });

const db = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
console.log(`\nSummary (${db}):`);
for (const line of lines) console.log(`  ${line}`);
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
