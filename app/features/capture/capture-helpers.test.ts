import { describe, expect, it } from "vitest";
import type { SceneElement } from "@contracts/scene-element.ts";
import { targetMovieId } from "./compose-request";
import { newerDraft } from "./draft-store";
import { EMOJI, insertAt } from "./emoji";
import { appendSentence, EMOTIONS } from "./emotions";
import { parseIcs } from "./ics";
import { PROMPT_CATEGORIES, randomPrompt, WRITING_PROMPTS } from "./prompts";
import { buildScenePayload, canCreate, sceneTitle } from "./scene-payload";
import { releaseVelocity, shouldCloseOnRelease } from "./sheet-release";
import { wrapSelection } from "./text-format";

const gif: SceneElement = {
  id: "g1",
  elementType: "gif",
  content: { gifUrl: "http://127.0.0.1:3918/a.gif", alt: "wave" },
};

describe("sceneTitle", () => {
  it("takes the first line, cut to 100 characters", () => {
    expect(sceneTitle("  The day we left\nmore text", 0)).toBe("The day we left");
    expect(sceneTitle("x".repeat(150), 0)).toHaveLength(100);
  });
  it("counts elements when there is no text", () => {
    expect(sceneTitle("   ", 2)).toBe("Scene with 2 element(s)");
    expect(sceneTitle("", 1)).toBe("Scene with 1 element(s)");
  });
  it("falls back to Story Moment", () => {
    expect(sceneTitle("", 0)).toBe("Story Moment");
  });
});

describe("buildScenePayload", () => {
  const base = { characterIds: [], sceneId: crypto.randomUUID(), textElementId: "t1" };
  it("needs a movie and some content", () => {
    expect(buildScenePayload({ ...base, movieId: null, text: "hi", elements: [] })).toMatchObject({
      ok: false,
      description: "Please select a movie first.",
    });
    expect(buildScenePayload({ ...base, movieId: "m", text: "  ", elements: [] })).toMatchObject({
      ok: false,
      description: "Please add some content to create a scene.",
    });
  });
  it("appends trimmed text as a text element and sends the spec's fields", () => {
    const result = buildScenePayload({
      ...base,
      movieId: "m",
      text: " Hello\nworld ",
      elements: [gif],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payload).toMatchObject({
      movieId: "m",
      title: "Hello",
      description: "",
      sceneNumber: 1,
      characterIds: [],
      metadata: {},
    });
    expect(result.payload.elements.at(-1)).toEqual({
      id: "t1",
      elementType: "text",
      content: { text: "Hello\nworld" },
    });
  });
  it("refuses an invalid element", () => {
    const bad = { id: "x", elementType: "image", content: { imageUrl: "javascript:x", alt: "" } };
    expect(
      buildScenePayload({ ...base, movieId: "m", text: "", elements: [bad as SceneElement] }),
    ).toMatchObject({ ok: false, title: "Validation Error" });
  });
  it("enables create only with content and a movie", () => {
    expect(canCreate("", 0, "m")).toBe(false);
    expect(canCreate("a", 0, null)).toBe(false);
    expect(canCreate(" ", 1, "m")).toBe(true);
  });
});

describe("wrapSelection", () => {
  it("wraps the selection in the marks", () => {
    const v = { value: "a big day", selectionStart: 2, selectionEnd: 5 };
    expect(wrapSelection(v, "bold")).toEqual({
      value: "a **big** day",
      selectionStart: 4,
      selectionEnd: 7,
    });
    expect(wrapSelection(v, "italic")?.value).toBe("a *big* day");
    expect(wrapSelection(v, "underline")?.value).toBe("a _big_ day");
  });
  it("does nothing without a selection", () => {
    expect(wrapSelection({ value: "abc", selectionStart: 1, selectionEnd: 1 }, "bold")).toBeNull();
  });
  it("keeps spaces outside the marks", () => {
    expect(
      wrapSelection({ value: "a big day", selectionStart: 1, selectionEnd: 6 }, "bold")?.value,
    ).toBe("a **big** day");
  });
});

describe("composer data", () => {
  it("has about 190 distinct emoji and inserts at the cursor", () => {
    expect(EMOJI.length).toBeGreaterThanOrEqual(185);
    expect(EMOJI.length).toBeLessThanOrEqual(195);
    expect(new Set(EMOJI).size).toBe(EMOJI.length);
    expect(insertAt("ab", 1, 1, "😀")).toEqual({ value: "a😀b", caret: 3 });
  });
  it("has the spec's eight emotions and sub-emotions, each with a sentence", () => {
    expect(EMOTIONS.map((e) => e.label)).toEqual([
      "Happy",
      "Sad",
      "Fear",
      "Angry",
      "Disgust",
      "Surprise",
      "Anticipation",
      "Trust",
    ]);
    expect(EMOTIONS[0]?.subEmotions.map((s) => s.label)).toEqual([
      "Optimistic",
      "Confident",
      "Strong",
      "Joyful",
      "Loving",
    ]);
    for (const e of EMOTIONS)
      for (const s of e.subEmotions) expect(s.sentence).toMatch(/\bI\b|\bmy\b|\bme\b/i);
    expect(appendSentence("It rained. ", "I smiled.")).toBe("It rained. I smiled.");
    expect(appendSentence("", "I smiled.")).toBe("I smiled.");
  });
  it("has 8 categories of 5 prompts", () => {
    for (const c of PROMPT_CATEGORIES)
      expect(WRITING_PROMPTS.filter((p) => p.category === c)).toHaveLength(5);
    expect(new Set(WRITING_PROMPTS.map((p) => p.id)).size).toBe(40);
    expect(randomPrompt(() => 0.999).id).toBe(WRITING_PROMPTS[39]?.id);
  });
});

describe("newerDraft", () => {
  const d = (content: string, updatedAt: string) => ({ content, elements: [], updatedAt });
  it("prefers the newer copy", () => {
    expect(
      newerDraft(d("local", "2026-01-02T00:00:00Z"), d("server", "2026-01-01T00:00:00Z"))?.content,
    ).toBe("local");
    expect(
      newerDraft(d("local", "2026-01-01T00:00:00Z"), d("server", "2026-01-02T00:00:00Z"))?.content,
    ).toBe("server");
    expect(newerDraft(null, d("server", "2026-01-01T00:00:00Z"))?.content).toBe("server");
  });
  it("treats an empty newest draft as none", () => {
    expect(newerDraft(d("", "2026-01-03T00:00:00Z"), d("old", "2026-01-01T00:00:00Z"))).toBeNull();
    expect(newerDraft(null, null)).toBeNull();
  });
});

describe("sheet release", () => {
  it("closes past 150 px or 500 px/s", () => {
    expect(shouldCloseOnRelease(151, 0)).toBe(true);
    expect(shouldCloseOnRelease(100, 501)).toBe(true);
    expect(shouldCloseOnRelease(149, 499)).toBe(false);
  });
  it("measures speed over the last 100 ms", () => {
    expect(
      releaseVelocity([
        { t: 0, y: 0 },
        { t: 100, y: 60 },
      ]),
    ).toBe(600);
    expect(releaseVelocity([{ t: 0, y: 0 }])).toBe(0);
  });
});

describe("parseIcs", () => {
  const ics = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "BEGIN:VEVENT",
    "UID:a@x",
    "SUMMARY:Graduation\\, finally",
    "DESCRIPTION:Mum cried\\nDad took photos",
    "DTSTART;TZID=Europe/Paris:20260612T140000",
    "DTEND;TZID=Europe/Paris:20260612T163000",
    "BEGIN:VALARM",
    "DESCRIPTION:Reminder",
    "END:VALARM",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:b@x",
    "SUMMARY:Road trip to the co",
    " ast",
    "DTSTART;VALUE=DATE:20260601",
    "DTEND;VALUE=DATE:20260603",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "SUMMARY:Late dinner",
    "DTSTART:20260615T220000",
    "DTEND:20260616T010000",
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");

  it("reads summaries, descriptions, times and all-day dates in date order", () => {
    const events = parseIcs(ics);
    expect(events).toEqual([
      { uid: "b@x", title: "Road trip to the coast", date: "2026-06-01", allDay: true },
      {
        uid: "a@x",
        title: "Graduation, finally",
        description: "Mum cried\nDad took photos",
        date: "2026-06-12",
        startTime: "14:00",
        endTime: "16:30",
        allDay: false,
      },
      {
        uid: "event-2",
        title: "Late dinner",
        date: "2026-06-15",
        startTime: "22:00",
        allDay: false,
      },
    ]);
  });
  it("shows UTC times in local time and ignores junk", () => {
    const events = parseIcs(
      "BEGIN:VEVENT\nSUMMARY:x\nDTSTART:20260101T120000Z\nEND:VEVENT\nnonsense",
    );
    expect(events).toHaveLength(1);
    expect(events[0]?.startTime).toMatch(/^\d{2}:\d{2}$/);
    expect(parseIcs("not a calendar")).toEqual([]);
  });
});

describe("targetMovieId", () => {
  const movies = [
    { id: "old", updatedAt: "2026-01-01T00:00:00Z" },
    { id: "new", updatedAt: "2026-03-01T00:00:00Z" },
  ];
  it("takes the given movie, else the selected one, else the most recently updated", () => {
    expect(targetMovieId("given", movies, "old")).toBe("given");
    expect(targetMovieId(null, movies, "old")).toBe("old");
    expect(targetMovieId(null, movies, "deleted")).toBe("new");
    expect(targetMovieId(null, movies, null)).toBe("new");
    expect(targetMovieId(null, [], null)).toBeNull();
  });
});
