import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "#server/http/content-security-policy.ts";
import { bundleIsland, deferHydration } from "./landing-island.ts";

const moduleScript =
  '<script type="module" async="">import * as route0 from "/assets/root-c3.js";\nimport("/assets/entry.client-a1.js");</script>';
const page = (htmlAttributes: string) =>
  [
    `<html lang="en"${htmlAttributes}><head></head><body><main>Landing</main>`,
    "<script>window.__reactRouterContext = {};</script>",
    moduleScript,
    "</body></html>",
  ].join("");

describe("deferHydration", () => {
  it("holds the page's React module script in a template and inlines the island", () => {
    const out = deferHydration(page(' data-hydrate="on-interaction"'), "startIsland()");
    expect(out).toContain(`<template data-deferred-app>${moduleScript}</template>`);
    expect(out).toContain("<script>window.__reactRouterContext = {};</script>");
    expect(out.endsWith("<script>startIsland()</script></body></html>")).toBe(true);
    // The server allows both by hash: the island now, the held script once it is put back.
    expect(inlineScriptHashes(out)).toHaveLength(3);
  });

  it("leaves a page that hydrates as usual unchanged", () => {
    const html = page("");
    expect(deferHydration(html, "startIsland()")).toBe(html);
  });
});

describe("bundleIsland", () => {
  it("is one self-contained script, without React and safe inside <script>", async () => {
    const code = await bundleIsland();
    expect(code).toContain("lifescript:open-consent");
    expect(code).not.toMatch(/^\s*import\s|\bimport\s*\(|<\/script/i);
    expect(code).not.toContain("react");
    // A few kilobytes: the whole point is that the page runs almost nothing before a person acts.
    expect(code.length).toBeLessThan(8 * 1024);
  });
});
