import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  limitRules,
  signInDelay,
  signInDelaySeconds,
  twoFactorDelay,
  type LimitRule,
} from "./limit-rules.ts";

const readme = fs.readFileSync(new URL("../../README.md", import.meta.url), "utf8");
const rows = readme
  .split("\n")
  .filter((line) => /^\| `(auth|site|invite|live)\.[\w-]+` \|/.test(line));
const rowOf = (id: string) => rows.find((line) => line.startsWith(`| \`${id}\` |`));

function allowance(rule: LimitRule): string {
  const s = rule.windowSeconds;
  const per = s === 60 ? "minute" : s === 3600 ? "hour" : `${s / 60} minutes`;
  return `${rule.max} per ${per}`;
}

describe("rate limits are listed in the README", () => {
  it.each(Object.values(limitRules))("$id with its numbers", (rule) => {
    const row = rowOf(rule.id);
    expect(row, `README has no row for ${rule.id}`).toBeDefined();
    expect(row?.split("|")[2]?.trim()).toBe(rule.per);
    expect(row?.split("|")[3]?.trim()).toBe(allowance(rule));
  });

  it.each([signInDelay, twoFactorDelay])("the per-account wait $id with its numbers", (curve) => {
    const row = rowOf(curve.id);
    expect(row).toContain(`${curve.freeAttempts} attempts`);
    expect(row).toContain(`from ${curve.firstDelaySeconds} s up to 15 minutes`);
    expect(curve.maxDelaySeconds).toBe(15 * 60);
  });

  it("and nothing else", () => {
    const ids = [...Object.values(limitRules).map((r) => r.id), signInDelay.id, twoFactorDelay.id];
    expect(rows.map((row) => row.split("`")[1])).toEqual(expect.arrayContaining(ids));
    expect(rows).toHaveLength(ids.length);
  });
});

describe("the per-account sign-in wait", () => {
  it("lets the first attempts through, then doubles up to its ceiling", () => {
    expect([0, 4].map(signInDelaySeconds)).toEqual([0, 0]);
    expect([5, 6, 7, 8].map(signInDelaySeconds)).toEqual([1, 2, 4, 8]);
    expect(signInDelaySeconds(14)).toBe(512);
    expect(signInDelaySeconds(15)).toBe(900);
    expect(signInDelaySeconds(1000)).toBe(900);
  });
});
