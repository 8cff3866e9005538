import { describe, expect, it } from "vitest";
import {
  MINE_VERSION_NAME,
  planConflictResolution,
  THEIRS_VERSION_NAME,
} from "./plan-conflict-resolution.ts";

const conflict = {
  mine: "INT. KITCHEN - NIGHT\n\nWe leave tonight.\n",
  theirs: "INT. KITCHEN - NIGHT\n\nWe never leave.\n",
  theirsVersion: 7,
  theirsSavedAt: "2026-11-24T10:05:30.000Z",
};
const theirsName = `${THEIRS_VERSION_NAME}, saved 2026-11-24 10:05 UTC`;

// What a screenplay's text and history are after the saves, as the server applies them (a named
// save also records a version; each save needs the current version and adds one).
function apply(saves: { fountain: string; version: number; name?: string }[]) {
  let current = conflict.theirs;
  let version = conflict.theirsVersion;
  const history: { name: string; fountain: string }[] = [];
  for (const save of saves) {
    expect(save.version).toBe(version);
    current = save.fountain;
    version += 1;
    if (save.name) history.push({ name: save.name, fountain: save.fountain });
  }
  return { current, history };
}

describe("planConflictResolution", () => {
  it("Keep mine: theirs goes into the history, mine becomes the text", () => {
    const plan = planConflictResolution("mine", conflict);
    expect(plan.saves).toEqual([
      { fountain: conflict.theirs, name: theirsName, version: 7 },
      { fountain: conflict.mine, version: 8 },
    ]);
    expect(apply(plan.saves)).toEqual({
      current: conflict.mine,
      history: [{ name: theirsName, fountain: conflict.theirs }],
    });
    expect(plan.current).toBe(conflict.mine);
  });

  it("Keep theirs: mine goes into the history, theirs stays the text", () => {
    const plan = planConflictResolution("theirs", conflict);
    expect(apply(plan.saves)).toEqual({
      current: conflict.theirs,
      history: [{ name: MINE_VERSION_NAME, fountain: conflict.mine }],
    });
    expect(plan.current).toBe(conflict.theirs);
  });

  it("Keep both as versions: both named in the history, mine the text to go on with", () => {
    const plan = planConflictResolution("both", conflict);
    expect(apply(plan.saves)).toEqual({
      current: conflict.mine,
      history: [
        { name: theirsName, fountain: conflict.theirs },
        { name: MINE_VERSION_NAME, fountain: conflict.mine },
      ],
    });
    expect(plan.current).toBe(conflict.mine);
  });

  it("keeps every non-blank text in the text or the history, for every choice", () => {
    for (const choice of ["mine", "theirs", "both"] as const) {
      const { current, history } = apply(planConflictResolution(choice, conflict).saves);
      const kept = [current, ...history.map((h) => h.fountain)];
      expect(kept, choice).toContain(conflict.mine);
      expect(kept, choice).toContain(conflict.theirs);
    }
  });

  it("makes no version of a blank text and names theirs plainly without a time", () => {
    const blankTheirs = { ...conflict, theirs: "  \n", theirsSavedAt: null };
    expect(planConflictResolution("mine", blankTheirs).saves).toEqual([
      { fountain: conflict.mine, version: 7 },
    ]);
    expect(planConflictResolution("theirs", { ...conflict, mine: "" }).saves).toEqual([]);
    expect(
      planConflictResolution("both", { ...conflict, theirsSavedAt: "not a date" }).saves[0]?.name,
    ).toBe(THEIRS_VERSION_NAME);
  });
});
