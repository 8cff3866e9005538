import { describe, expect, it } from "vitest";
import type { SceneElement } from "#contracts/scene-element.ts";
import { composerReducer, emptyComposer, type ComposerState } from "./composer-state";
import { WRITING_PROMPTS } from "./prompts";

const ids = { scene: "s1", text: "t1" };
const gif: SceneElement = {
  id: "g1",
  elementType: "gif",
  content: { gifUrl: "/media/a.gif", alt: "wave" },
};
const text = (id: string, value: string): SceneElement => ({
  id,
  elementType: "text",
  content: { text: value },
});
const calendar = (id: string): SceneElement => ({
  id,
  elementType: "calendar",
  content: { date: "2026-01-01", title: "Important Meeting" },
});
const prompt = WRITING_PROMPTS[0]!;

function run(state: ComposerState, ...actions: Parameters<typeof composerReducer>[1][]) {
  return actions.reduce(composerReducer, state);
}

describe("composer state", () => {
  it("opens a new scene empty, keeping only the open panel", () => {
    const used = run(
      emptyComposer(ids),
      { type: "set-text", text: "old" },
      { type: "add-elements", elements: [gif] },
      { type: "toggle-character", id: "c1", on: true },
      { type: "inspire", prompt },
      { type: "toggle-panel", panel: "gif" },
    );
    const next = composerReducer(used, { type: "open-new", ids: { scene: "s2", text: "t2" } });
    expect(next).toEqual({ ...emptyComposer({ scene: "s2", text: "t2" }), panel: "gif" });
  });

  it("opens a saved scene with its last text element as the text", () => {
    const next = composerReducer(emptyComposer(ids), {
      type: "open-scene",
      scene: {
        id: "scene-9",
        elements: [text("a", "first"), gif, text("b", "The jetty at dawn")],
        characterIds: ["c1"],
        metadata: {
          importedFrom: "day-one",
          emotions: [{ core: "sad", feeling: "lonely" }],
          date: { year: 1998, month: 7, day: null },
        },
      },
      textId: "unused",
    });
    expect(next.text).toBe("The jetty at dawn");
    expect(next.elements).toEqual([text("a", "first"), gif]);
    expect(next.characterIds).toEqual(["c1"]);
    expect(next.ids).toEqual({ scene: "scene-9", text: "b" });
    expect(next.emotions).toEqual([{ core: "sad", feeling: "lonely" }]);
    expect(next.date).toEqual({ year: 1998, month: 7, day: null });
    expect(next.otherMetadata).toEqual({ importedFrom: "day-one" });
  });

  it("gives a saved scene without text a new text id", () => {
    const next = composerReducer(emptyComposer(ids), {
      type: "open-scene",
      scene: { id: "scene-9", elements: [gif], characterIds: [], metadata: {} },
      textId: "t-new",
    });
    expect(next.text).toBe("");
    expect(next.ids).toEqual({ scene: "scene-9", text: "t-new" });
  });

  it("a prompt fills an empty text box but never replaces written text", () => {
    expect(composerReducer(emptyComposer(ids), { type: "inspire", prompt }).text).toBe(prompt.text);
    const written = run(emptyComposer(ids), { type: "set-text", text: "Mine" });
    const next = composerReducer(written, { type: "inspire", prompt });
    expect(next.text).toBe("Mine");
    expect(next.prompt).toBe(prompt);
    expect(composerReducer(next, { type: "dismiss-prompt" }).prompt).toBeNull();
  });

  it("appends dictated text with a space, and a feeling's sentence while keeping the feeling", () => {
    let state = composerReducer(emptyComposer(ids), { type: "add-spoken", text: "Hello" });
    expect(state.text).toBe("Hello");
    state = composerReducer(state, { type: "add-spoken", text: "again" });
    expect(state.text).toBe("Hello again");
    state = run(
      state,
      { type: "toggle-panel", panel: "emotions" },
      { type: "pick-emotion", core: "happy", feeling: "Joyful", sentence: "I smiled." },
    );
    expect(state.text).toBe("Hello again I smiled.");
    expect(state.panel).toBeNull();
    expect(state.emotions).toEqual([{ core: "happy", feeling: "joyful" }]);
  });

  it("keeps a feeling picked twice once, and removes one without touching the text", () => {
    const state = run(
      emptyComposer(ids),
      { type: "pick-emotion", core: "happy", feeling: "joyful", sentence: "A." },
      { type: "pick-emotion", core: "sad", feeling: "lonely", sentence: "B." },
      { type: "pick-emotion", core: "happy", feeling: "joyful", sentence: "A." },
    );
    expect(state.text).toBe("A. B. A.");
    expect(state.emotions).toEqual([
      { core: "happy", feeling: "joyful" },
      { core: "sad", feeling: "lonely" },
    ]);
    const removed = composerReducer(state, {
      type: "remove-emotion",
      core: "happy",
      feeling: "joyful",
    });
    expect(removed.emotions).toEqual([{ core: "sad", feeling: "lonely" }]);
    expect(removed.text).toBe("A. B. A.");
  });

  it("toggles one panel at a time", () => {
    let state = composerReducer(emptyComposer(ids), { type: "toggle-panel", panel: "emoji" });
    expect(state.panel).toBe("emoji");
    state = composerReducer(state, { type: "toggle-panel", panel: "gif" });
    expect(state.panel).toBe("gif");
    state = composerReducer(state, { type: "toggle-panel", panel: "gif" });
    expect(state.panel).toBeNull();
    state = run(state, { type: "toggle-panel", panel: "quote" }, { type: "closed" });
    expect(state.panel).toBeNull();
  });

  it("a picked element closes its panel when asked; an upload leaves the panel", () => {
    const open = composerReducer(emptyComposer(ids), { type: "toggle-panel", panel: "gif" });
    expect(
      composerReducer(open, { type: "add-elements", elements: [gif], closePanel: true }).panel,
    ).toBeNull();
    const uploaded = composerReducer(open, { type: "add-elements", elements: [gif] });
    expect(uploaded.panel).toBe("gif");
    expect(uploaded.elements).toEqual([gif]);
  });

  it("imported calendar events replace the placeholder meeting", () => {
    const state = run(
      emptyComposer(ids),
      { type: "add-elements", elements: [gif] },
      { type: "add-calendar-placeholder", element: calendar("placeholder") },
    );
    expect(state.panel).toBe("calendar");
    expect(state.placeholderCalendarId).toBe("placeholder");
    const imported = composerReducer(state, {
      type: "import-calendar",
      elements: [calendar("e1"), calendar("e2")],
    });
    expect(imported.elements.map((e) => e.id)).toEqual(["g1", "e1", "e2"]);
    expect(imported.placeholderCalendarId).toBeNull();
    expect(imported.panel).toBeNull();
  });

  it("a removed placeholder is not removed again by an import", () => {
    const state = run(
      emptyComposer(ids),
      { type: "add-calendar-placeholder", element: calendar("placeholder") },
      { type: "remove-element", id: "placeholder" },
      { type: "add-elements", elements: [calendar("kept")] },
      { type: "import-calendar", elements: [calendar("e1")] },
    );
    expect(state.elements.map((e) => e.id)).toEqual(["kept", "e1"]);
  });

  it("opens the default event for editing at once; editing when it was dates the scene", () => {
    const placeholder = calendar("p");
    let state = run(emptyComposer(ids), {
      type: "add-calendar-placeholder",
      element: placeholder,
    });
    expect(state.editingCalendarId).toBe("p");
    expect(state.date).toBeNull();
    // A title alone does not say when: the scene stays undated.
    state = composerReducer(state, {
      type: "edit-calendar",
      id: "p",
      content: { date: "2026-01-01", title: "Grandma's garden" },
    });
    expect(state.date).toBeNull();
    expect(state.placeholderCalendarId).toBeNull();
    state = composerReducer(state, {
      type: "edit-calendar",
      id: "p",
      content: { date: "1998-07-01", title: "Grandma's garden", precision: "month" },
    });
    expect(state.date).toEqual({ year: 1998, month: 7, day: null });
    expect(state.time).toBeNull();
    state = composerReducer(state, {
      type: "edit-calendar",
      id: "p",
      content: { date: "1998-07-14", title: "Grandma's garden", startTime: "19:00" },
    });
    expect(state.date).toEqual({ year: 1998, month: 7, day: 14 });
    expect(state.time).toBe("19:00");
    // An edited event is the person's own: an .ics import adds to it, never replaces it.
    state = composerReducer(state, { type: "import-calendar", elements: [calendar("e1")] });
    expect(state.elements.map((e) => e.id)).toEqual(["p", "e1"]);
    expect(state.date).toEqual({ year: 1998, month: 7, day: 14 });
  });

  it("removing the event that dated the scene leaves it undated; events read from a file date an undated scene", () => {
    const dated = run(
      emptyComposer(ids),
      { type: "add-calendar-placeholder", element: calendar("p") },
      {
        type: "edit-calendar",
        id: "p",
        content: { date: "1998-01-01", title: "New year", precision: "year" },
      },
    );
    expect(dated.date).toEqual({ year: 1998, month: null, day: null });
    const removed = composerReducer(dated, { type: "remove-element", id: "p" });
    expect(removed.date).toBeNull();
    expect(removed.editingCalendarId).toBeNull();
    const imported = composerReducer(removed, {
      type: "import-calendar",
      elements: [
        {
          id: "ics",
          elementType: "calendar",
          content: { date: "2025-06-12", title: "Graduation", startTime: "14:00" },
        },
      ],
    });
    expect(imported.date).toEqual({ year: 2025, month: 6, day: 12 });
    expect(imported.time).toBe("14:00");
  });

  it("writes a photo's caption, and takes it away when emptied", () => {
    const photo: SceneElement = {
      id: "p1",
      elementType: "image",
      content: { imageUrl: "/media/p.jpg", alt: "IMG_2041.jpg" },
    };
    const captioned = run(
      emptyComposer(ids),
      { type: "add-elements", elements: [photo, gif] },
      { type: "set-caption", id: "p1", caption: "Mum on the pier" },
      { type: "set-caption", id: "g1", caption: "not a photo" },
    );
    expect(captioned.elements).toEqual([
      { ...photo, content: { ...photo.content, caption: "Mum on the pier" } },
      gif,
    ]);
    expect(
      composerReducer(captioned, { type: "set-caption", id: "p1", caption: "" }).elements[0],
    ).toEqual(photo);
  });

  it("picks and unpicks the people in the scene", () => {
    const state = run(
      emptyComposer(ids),
      { type: "toggle-character", id: "c1", on: true },
      { type: "toggle-character", id: "c2", on: true },
      { type: "toggle-character", id: "c1", on: false },
    );
    expect(state.characterIds).toEqual(["c2"]);
  });

  it("restores a draft's text, elements and feelings, and resets everything after a save", () => {
    const restored = composerReducer(emptyComposer(ids), {
      type: "restore-draft",
      text: "Kept",
      elements: [gif],
      metadata: { emotions: [{ core: "trust", feeling: "hopeful" }], time: "19:00" },
    });
    expect(restored).toMatchObject({
      text: "Kept",
      elements: [gif],
      emotions: [{ core: "trust", feeling: "hopeful" }],
      time: "19:00",
    });
    const next = composerReducer(restored, { type: "reset", ids: { scene: "s3", text: "t3" } });
    expect(next).toEqual(emptyComposer({ scene: "s3", text: "t3" }));
  });
});
