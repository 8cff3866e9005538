import type { ConflictChoice } from "#app/lib/offline/sync-status";

// What the client saves for each choice of the conflict dialog (decision 0032), as a list of
// PUT /api/movies/{movieId}/screenplay bodies sent in order. A named save records its text as a
// version in the screenplay's history, so every plan ends with both texts either current or in
// the history: nothing is lost in any branch.
// - "mine": theirs is saved as a named version first, then mine becomes the text.
// - "theirs": mine is saved as a named version, then theirs becomes the text again.
// - "both": theirs, then mine, each as a named version; mine is the text the editor goes on with.
// A blank text (nothing to keep) gets no version of its own.

export type ScreenplayConflictInput = {
  mine: string;
  theirs: string;
  // The server's version of theirs (the 409's details.currentVersion).
  theirsVersion: number;
  // When theirs was saved on the server (ISO 8601), for the name of its version.
  theirsSavedAt?: string | null;
};

export type ResolutionSave = {
  fountain: string;
  // The version to send: theirsVersion, then one more for each save before it (every save adds
  // one). Take it from the previous answer when there is one; a 409 on the way means the text
  // moved again: merge anew.
  version: number;
  name?: string;
};

export type ResolutionPlan = {
  saves: ResolutionSave[];
  // The text the editor shows once the saves are done.
  current: string;
};

export const MINE_VERSION_NAME = "My offline edit";
export const THEIRS_VERSION_NAME = "Edit from another device";

const theirsName = (savedAt: string | null | undefined) => {
  const at = savedAt ? new Date(savedAt) : null;
  return at && !Number.isNaN(at.getTime())
    ? `${THEIRS_VERSION_NAME}, saved ${at.toISOString().slice(0, 16).replace("T", " ")} UTC`
    : THEIRS_VERSION_NAME;
};

const isBlank = (text: string) => text.trim() === "";

export function planConflictResolution(
  choice: ConflictChoice,
  conflict: ScreenplayConflictInput,
): ResolutionPlan {
  const { mine, theirs } = conflict;
  const keepTheirs = { fountain: theirs, name: theirsName(conflict.theirsSavedAt) };
  const keepMine = { fountain: mine, name: MINE_VERSION_NAME };
  const steps: Array<{ fountain: string; name?: string }> = [];
  if (choice === "mine") {
    if (!isBlank(theirs)) steps.push(keepTheirs);
    steps.push({ fountain: mine });
  } else if (choice === "theirs") {
    if (!isBlank(mine)) steps.push(keepMine, { fountain: theirs });
  } else {
    if (!isBlank(theirs)) steps.push(keepTheirs);
    steps.push(isBlank(mine) ? { fountain: mine } : keepMine);
  }
  return {
    saves: steps.map((step, n) => ({ ...step, version: conflict.theirsVersion + n })),
    current: choice === "theirs" ? theirs : mine,
  };
}
