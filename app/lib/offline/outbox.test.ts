import { describe, expect, it } from "vitest";
import type { Scene } from "#contracts/scene.ts";
import {
  backoffMs,
  failed,
  draftKey,
  newEntry,
  orderKey,
  pendingIds,
  rebased,
  runnable,
  type OutboxEntry,
  type OutboxWrite,
} from "./outbox";
import { foldWrite } from "./fold-write";

let seq = 0;
const make = (write: OutboxWrite) =>
  newEntry(write, { id: `e${++seq}`, seq, userId: "u1", now: 1_000 });

const movie = (id: string) =>
  make({ kind: "movie.create", recordId: id, body: { id, title: `Movie ${id}` } });
const sceneCreate = (id: string, movieId: string) =>
  make({
    kind: "scene.create",
    recordId: id,
    movieId,
    body: {
      id,
      movieId,
      title: "Kitchen",
      sceneNumber: 1,
      elements: [],
      characterIds: [],
      metadata: {},
    },
  });
const sceneUpdate = (id: string, movieId: string, title: string, baseVersion = 3) =>
  make({
    kind: "scene.update",
    recordId: id,
    movieId,
    baseVersion,
    base: null as Scene | null,
    body: { title },
  });
const screenplay = (movieId: string, fountain: string, baseVersion = 2) =>
  make({
    kind: "screenplay.save",
    recordId: movieId,
    baseVersion,
    baseFountain: "A",
    body: { fountain },
  });

describe("outbox order", () => {
  it("sends in the order the writes were made", () => {
    const a = movie("m1");
    const b = sceneCreate("s1", "m1");
    const c = screenplay("m1", "INT. HOUSE");
    expect(runnable([c, a, b], 0).map((e) => e.id)).toEqual([a.id, b.id, c.id]);
  });

  it("holds back a movie's scenes while the movie itself waits out a back-off", () => {
    const m = failed(movie("m1"), "HTTP 500", 1_000);
    const s = sceneCreate("s1", "m1");
    const other = sceneCreate("s2", "m2");
    expect(runnable([m, s, other], 1_500).map((e) => e.recordId)).toEqual(["s2"]);
    expect(runnable([m, s, other], 1_000 + backoffMs(1)).map((e) => e.recordId)).toEqual([
      "m1",
      "s1",
      "s2",
    ]);
  });

  it("holds back later writes to a record behind one that waits", () => {
    const first = failed(sceneUpdate("s1", "m1", "One"), "HTTP 503", 0);
    const second = sceneUpdate("s1", "m1", "Two");
    expect(runnable([first, second], 1)).toEqual([]);
  });

  it("ignores the back-off when the connection has just come back", () => {
    const waiting = failed(movie("m1"), "offline", 0);
    expect(runnable([waiting], 1, true).map((e) => e.recordId)).toEqual(["m1"]);
  });

  it("keeps a screenplay with an open conflict out of every sync", () => {
    const open: OutboxEntry = { ...screenplay("m1", "X"), conflict: true };
    expect(runnable([open], 10_000, true)).toEqual([]);
  });
});

describe("back-off", () => {
  it("waits 2 s after the first failure, doubling up to 5 minutes", () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(backoffMs(30)).toBe(300_000);
  });

  it("keeps a failed entry with its error and counts the attempt", () => {
    const entry = failed(movie("m1"), "HTTP 502", 5_000);
    expect(entry).toMatchObject({ attempts: 1, lastError: "HTTP 502", nextAttemptAt: 7_000 });
  });
});

const NOW = 10_000;
const one = (fold: { put: OutboxEntry[]; remove: OutboxEntry[] }) => {
  expect(fold.put).toHaveLength(1);
  return fold.put[0]!;
};

describe("folding later writes into a waiting one", () => {
  it("folds an edit of a scene made offline into its create", () => {
    const create = sceneCreate("s1", "m1");
    const edit = sceneUpdate("s1", "m1", "Attic");
    const folded = one(foldWrite([create], edit, NOW));
    expect(folded.id).toBe(create.id);
    expect(folded.kind).toBe("scene.create");
    expect(folded.kind === "scene.create" && folded.body.title).toBe("Attic");
    expect(folded.rev).toBe(2);
  });

  it("keeps the first base version when two edits of a scene fold together", () => {
    const first = sceneUpdate("s1", "m1", "One", 3);
    const second = sceneUpdate("s1", "m1", "Two", 3);
    const folded = one(foldWrite([first], second, NOW));
    expect(folded).toMatchObject({ id: first.id, baseVersion: 3, body: { title: "Two" } });
  });

  it("folds a rename of a movie made offline into its create, and two renames into one", () => {
    const create = movie("m1");
    const rename = (title: string) =>
      make({
        kind: "movie.update",
        recordId: "m1",
        baseVersion: 1,
        base: null,
        body: { title, description: null },
      });
    const created = one(foldWrite([create], rename("Harbour"), NOW));
    expect(created).toMatchObject({
      id: create.id,
      kind: "movie.create",
      body: { title: "Harbour" },
    });
    // A cleared field is left out of a create (which takes no null).
    expect(created.kind === "movie.create" && "description" in created.body).toBe(false);
    const first = rename("One");
    expect(one(foldWrite([first], rename("Two"), NOW))).toMatchObject({
      id: first.id,
      body: { title: "Two" },
    });
  });

  it("keeps the newest screenplay text on the oldest base", () => {
    const first = screenplay("m1", "FADE IN:", 4);
    const folded = one(foldWrite([first], screenplay("m1", "FADE IN:\n\nINT. HOUSE", 4), NOW));
    expect(folded).toMatchObject({
      id: first.id,
      baseVersion: 4,
      body: { fountain: "FADE IN:\n\nINT. HOUSE" },
    });
  });

  it("keeps only the newest scene order and the newest draft of a movie", () => {
    const order = (sceneIds: string[]) =>
      make({ kind: "scenes.reorder", recordId: orderKey("m1"), movieId: "m1", body: { sceneIds } });
    const first = order(["a", "b"]);
    expect(one(foldWrite([first], order(["b", "a"]), NOW))).toMatchObject({
      id: first.id,
      body: { sceneIds: ["b", "a"] },
    });
    const draft = make({
      kind: "draft.save",
      recordId: draftKey("m1"),
      movieId: "m1",
      body: { content: "Rain", elements: [], metadata: {} },
    });
    const cleared = make({ kind: "draft.delete", recordId: draftKey("m1"), movieId: "m1" });
    expect(one(foldWrite([draft], cleared, NOW))).toMatchObject({
      id: draft.id,
      kind: "draft.delete",
    });
  });

  it("sends only the newest words of an interview answer, and marks no record as waiting", () => {
    const answer = (words: string) =>
      make({
        kind: "interview.answer",
        recordId: "turn-1",
        movieId: "m1",
        body: { interviewId: "i1", turnId: "turn-1", answer: words },
      });
    const first = answer("The kettle.");
    expect(one(foldWrite([first], answer("The kettle sang."), NOW))).toMatchObject({
      id: first.id,
      body: { answer: "The kettle sang." },
    });
    expect(pendingIds([first])).toEqual(new Set());
  });

  it("never changes an entry that is being sent", () => {
    const inFlight = { ...sceneUpdate("s1", "m1", "One"), sendingUntil: NOW + 1 };
    const next = sceneUpdate("s1", "m1", "Two");
    expect(foldWrite([inFlight], next, NOW)).toEqual({ put: [next], remove: [] });
  });
});

describe("deleting what waits", () => {
  it("takes back a scene made offline, its edits and its place in a waiting order: nothing is sent", () => {
    const create = sceneCreate("s1", "m1");
    const edit = sceneUpdate("s1", "m1", "Attic");
    const order = make({
      kind: "scenes.reorder",
      recordId: orderKey("m1"),
      movieId: "m1",
      body: { sceneIds: ["s1", "s2"] },
    });
    const remove = make({ kind: "scene.delete", recordId: "s1", movieId: "m1" });
    const fold = foldWrite([create, edit, order], remove, NOW);
    expect(fold.remove.map((e) => e.id).sort()).toEqual([create.id, edit.id].sort());
    expect(fold.put).toEqual([{ ...order, body: { sceneIds: ["s2"] }, rev: 2 }]);
  });

  it("sends the delete of a record the server has, and drops the edits that wait for it", () => {
    const edit = sceneUpdate("s1", "m1", "Attic");
    const remove = make({ kind: "scene.delete", recordId: "s1", movieId: "m1" });
    expect(foldWrite([edit], remove, NOW)).toEqual({ put: [remove], remove: [edit] });
  });

  it("takes back everything in a movie that is deleted", () => {
    const scene = sceneCreate("s1", "m1");
    const text = screenplay("m1", "FADE IN:");
    const elsewhere = sceneCreate("s9", "m2");
    const remove = make({ kind: "movie.delete", recordId: "m1" });
    const fold = foldWrite([scene, text, elsewhere], remove, NOW);
    expect(fold.remove.map((e) => e.recordId).sort()).toEqual(["m1", "s1"]);
    expect(fold.put).toEqual([remove]);
  });

  it("still sends the delete when the create is on its way", () => {
    const create = { ...sceneCreate("s1", "m1"), sendingUntil: NOW + 1 };
    const remove = make({ kind: "scene.delete", recordId: "s1", movieId: "m1" });
    expect(foldWrite([create], remove, NOW)).toEqual({ put: [remove], remove: [] });
  });
});

describe("after a write lands", () => {
  it("bases the next waiting write to the record on the version the server answered", () => {
    const sent = sceneUpdate("s1", "m1", "One", 3);
    const next = sceneUpdate("s1", "m1", "Two", 3);
    const other = sceneUpdate("s2", "m1", "Other", 3);
    expect(rebased([sent, next, other], sent, 4)).toEqual([{ ...next, baseVersion: 4, rev: 2 }]);
  });
});

describe("pending ids", () => {
  it("marks each waiting record and the movie it belongs to", () => {
    const ids = pendingIds([sceneCreate("s1", "m1"), screenplay("m2", "X")]);
    expect([...ids].sort()).toEqual(["m1", "m2", "s1"]);
  });
});
