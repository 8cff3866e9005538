import { describe, expect, it } from "vitest";
import { sceneMetadataKnownSchema } from "#contracts/scene-metadata.ts";
import { oneLine, sceneDateOfItem, sceneTitleOf } from "./scene-of-item.ts";
import { parseContentRange } from "./receive-import-chunk.ts";

describe("sceneTitleOf", () => {
  const date = new Date("2021-03-03T22:30:00Z");

  it("takes the first words of the first line, cut with an ellipsis", () => {
    expect(
      sceneTitleOf({
        source: "instagram",
        text: "Sunset at the lake with everyone from school, the last evening\nsecond line",
        date,
      }),
    ).toBe("Sunset at the lake with everyone from school…");
    expect(sceneTitleOf({ source: "twitter", text: "\n\n  Short one  \nmore", date })).toBe(
      "Short one",
    );
  });

  it("keeps emoji and non-Latin text whole", () => {
    expect(sceneTitleOf({ source: "day-one", text: "Первый день в Москве 🎉", date: null })).toBe(
      "Первый день в Москве 🎉",
    );
  });

  it("names the source and the day when there is no text", () => {
    expect(sceneTitleOf({ source: "instagram", text: "  ", date })).toBe(
      "Instagram post, 3 March 2021",
    );
    expect(sceneTitleOf({ source: "photos", text: "", date: null })).toBe("Photo");
  });
});

describe("sceneDateOfItem", () => {
  it("is the scene's date and time the metadata contract accepts, in UTC", () => {
    const dated = sceneDateOfItem(new Date("2021-03-03T22:30:00Z"));
    expect(dated).toEqual({ date: { year: 2021, month: 3, day: 3 }, time: "22:30" });
    expect(sceneMetadataKnownSchema.parse(dated)).toEqual(dated);
  });

  it("takes an item dated at midnight as a day without a time", () => {
    expect(sceneDateOfItem(new Date("1998-07-14T00:00:00Z"))).toEqual({
      date: { year: 1998, month: 7, day: 14 },
    });
  });
});

describe("oneLine", () => {
  it("turns line breaks and tabs into single spaces", () => {
    expect(oneLine(" Café\tde\n\nFlore ")).toBe("Café de Flore");
  });
});

describe("parseContentRange", () => {
  it("reads bytes start-end/total", () => {
    expect(parseContentRange("bytes 0-99/1000")).toEqual({ start: 0, end: 99, total: 1000 });
  });

  it("refuses what is not one satisfiable range", () => {
    for (const header of [
      undefined,
      "",
      "bytes 0-99/*",
      "bytes 10-5/100",
      "bytes 0-100/100",
      "items 0-1/2",
    ]) {
      expect(parseContentRange(header), String(header)).toBeNull();
    }
  });
});
