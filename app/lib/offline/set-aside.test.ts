import { describe, expect, it } from "vitest";
import type { Scene } from "#contracts/scene.ts";
import { newEntry, type RecordUpdateEntry } from "./outbox";
import { mergeUpdate, recordConflictOf } from "./record-conflicts";
import { setAsideConflict } from "./set-aside";

const scene = (patch: Partial<Scene>): Scene => ({
  id: "s1",
  userId: "u1",
  movieId: "m1",
  title: "Lake day",
  description: null,
  sceneNumber: 1,
  location: null,
  elements: [{ id: "t1", elementType: "text", content: { text: "We rowed at dusk." } }],
  characterIds: [],
  timeOfDay: null,
  duration: null,
  metadata: {},
  sceneType: null,
  content: null,
  version: 4,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-02T00:00:00.000Z",
  ...patch,
});

const held = (write: NonNullable<ReturnType<typeof setAsideConflict>>) =>
  ({
    ...newEntry(write, { id: "e1", seq: 1, userId: "u1", now: 0 }),
    conflict: true,
  }) as RecordUpdateEntry;

describe("words an older merge set aside in a scene's metadata", () => {
  const withSetAside = scene({
    metadata: {
      place: "Lake",
      mergedAway: [
        { field: "title", value: "Lake morning", at: "2026-01-01T00:00:00.000Z" },
        { field: "elements[t1].content.text", value: "We swam at noon.", at: "2026-01-01" },
      ],
    },
  });

  it("are asked about like any conflict: mine is what was set aside, theirs the scene", () => {
    const write = setAsideConflict(withSetAside);
    expect(write).toMatchObject({ kind: "scene.update", recordId: "s1", baseVersion: 4 });
    const conflict = recordConflictOf(held(write!));
    expect(conflict?.fields).toEqual([
      expect.objectContaining({ label: "Title", mine: "Lake morning", theirs: "Lake day" }),
      expect.objectContaining({
        label: "Text",
        mine: "We swam at noon.",
        theirs: "We rowed at dusk.",
      }),
    ]);
  });

  it("leave the metadata whatever the choice; the rest of it stays", () => {
    const entry = held(setAsideConflict(withSetAside)!);
    const theirs = mergeUpdate(entry, withSetAside, "theirs").body;
    expect(theirs).toEqual({ metadata: { place: "Lake" } });
    const both = mergeUpdate(entry, withSetAside, "both").body;
    expect(both).toMatchObject({
      title: "Lake morning / Lake day",
      metadata: { place: "Lake" },
      elements: [{ id: "t1", content: { text: "We swam at noon.\n\nWe rowed at dusk." } }],
    });
  });

  it("are nothing to ask about when the scene has none, or none with a place left", () => {
    expect(setAsideConflict(scene({}))).toBeNull();
    const gone = scene({
      metadata: { mergedAway: [{ field: "elements[old].content.text", value: "Gone words" }] },
    });
    expect(setAsideConflict(gone)).toBeNull();
  });
});
