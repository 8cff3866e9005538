import { describe, expect, it } from "vitest";
import type { StoryScene } from "../compile/story-types.ts";
import { formatDate, momentBlocks, momentHeadline, paragraphsOf } from "./moment-blocks.ts";

const scene = (over: Partial<StoryScene>): StoryScene => ({
  id: "s1",
  title: "Wigilia",
  elements: [],
  ...over,
});

describe("a moment's blocks", () => {
  it("keeps the person's emphasis, paragraphs and line breaks", () => {
    expect(paragraphsOf("We **sat** *there*\n_żółw_\n\nЕщё")).toEqual([
      [
        { text: "We " },
        { text: "sat", bold: true },
        { text: " " },
        { text: "there", italic: true },
        { text: "\n" },
        { text: "żółw", underline: true },
      ],
      [{ text: "Ещё" }],
    ]);
  });

  it("dates the moment as precisely as it is known, with its place", () => {
    expect(formatDate({ year: 1994, month: 12, day: 24 })).toBe("24 December 1994");
    expect(formatDate({ year: 1994, month: 12, day: null })).toBe("December 1994");
    expect(formatDate({ year: 1994, month: null, day: null })).toBe("1994");
    expect(
      momentHeadline(scene({ date: { year: 1994, month: 12, day: 24 }, location: "Kraków" })),
    ).toBe("24 December 1994 · Kraków");
    expect(momentHeadline(scene({}))).toBe("");
  });

  it("sets words, quotes and photos in the person's order, and never the placeholder event", () => {
    const blocks = momentBlocks(
      scene({
        elements: [
          { id: "1", elementType: "text", content: { text: "Hello" } },
          {
            id: "2",
            elementType: "image",
            content: { imageUrl: "/media/a", alt: "", caption: "Us" },
          },
          { id: "3", elementType: "quote", content: { quote: "Remember", author: "Babcia" } },
          {
            id: "4",
            elementType: "gallery",
            content: { images: [{ url: "/media/b", alt: "" }] },
          },
          {
            id: "5",
            elementType: "calendar",
            content: { date: "2020-01-01", title: "Important Meeting" },
          },
          {
            id: "6",
            elementType: "gif",
            content: { gifUrl: "https://giphy.example/x.gif", alt: "" },
          },
        ],
      }),
    );
    expect(blocks).toEqual([
      { kind: "paragraph", runs: [{ text: "Hello" }] },
      { kind: "photo", url: "/media/a", caption: "Us" },
      { kind: "quote", runs: [{ text: "Remember" }], author: "Babcia" },
      { kind: "photo", url: "/media/b" },
    ]);
  });
});
