import { afterAll, describe, expect, it } from "vitest";
import { anchorAt, placeAnchors } from "#screenplay/anchoring/index.ts";
import { closeThreadPool } from "#server/threads/thread-pool.ts";
import { placeAnchorsOffLoop } from "./place-in-thread.ts";

afterAll(() => closeThreadPool());

// A long script: numbered scenes, so every line is different.
function script(scenes: number): string {
  const lines: string[] = [];
  for (let i = 0; i < scenes; i++) {
    lines.push(`INT. ROOM ${i} - DAY`, "", `Ana opens window number ${i} and looks out.`, "");
  }
  return lines.join("\n");
}

describe("placing many comments on a long script", () => {
  it("gives the same placements in a worker thread as on the request", async () => {
    const before = script(3000);
    const anchors = [7, 450, 1999, 2900].map((n) => {
      const start = before.indexOf(`window number ${n} `);
      return anchorAt(before, start, start + `window number ${n}`.length);
    });
    // Forty lines inserted at the top: every comment moves down by them.
    const after = `${"Rain.\n\n".repeat(20)}${before}`;
    const many = Array.from({ length: 40 }, (_, i) => anchors[i % anchors.length]!);
    expect(many.length * after.length).toBeGreaterThan(4_000_000);

    const inThread = await placeAnchorsOffLoop(after, many, "writer-1");
    expect(inThread).toEqual(placeAnchors(after, many));
    expect(inThread.slice(0, 4).map((p) => (p.found ? p.line : null))).toEqual(
      anchors.map((a) => (a.line ?? 0) + 40),
    );
  });
});
