import { describe, expect, it } from "vitest";
import { plainText, sceneLine, sceneParagraphs } from "./scene-text";

// Scene cards read emphasis with the screenplay engine's parser. The first group holds what the
// card's own parser (deleted) already showed; the second, where the two used to disagree, now
// shows what the printed page does.
describe("scene text, as cards always showed it", () => {
  it("reads bold, italic and underline", () => {
    expect(sceneLine("a **b** *c* _d_")).toEqual([
      { text: "a " },
      { text: "b", bold: true },
      { text: " " },
      { text: "c", italic: true },
      { text: " " },
      { text: "d", underline: true },
    ]);
  });

  it("nests marks", () => {
    expect(sceneLine("**big _day_**")).toEqual([
      { text: "big ", bold: true },
      { text: "day", bold: true, underline: true },
    ]);
    expect(sceneLine("*so **very** tired*")).toEqual([
      { text: "so ", italic: true },
      { text: "very", bold: true, italic: true },
      { text: " tired", italic: true },
    ]);
  });

  it("leaves plain text, HTML and unmatched markers as text", () => {
    expect(sceneLine("We packed the car in silence.")).toEqual([
      { text: "We packed the car in silence." },
    ]);
    expect(sceneLine("<b>x</b>")).toEqual([{ text: "<b>x</b>" }]);
    expect(sceneLine("it costs 5*")).toEqual([{ text: "it costs 5*" }]);
    expect(sceneLine("**open")).toEqual([{ text: "**open" }]);
  });

  it("honours escapes", () => {
    expect(sceneLine("\\*not italic\\*")).toEqual([{ text: "*not italic*" }]);
  });

  it("splits paragraphs at blank lines and keeps line breaks", () => {
    expect(sceneParagraphs("The jetty at dawn\nIt was *cold*.\n\nWe jumped.")).toEqual([
      [
        [{ text: "The jetty at dawn" }],
        [{ text: "It was " }, { text: "cold", italic: true }, { text: "." }],
      ],
      [[{ text: "We jumped." }]],
    ]);
    expect(plainText("A **bold** day\nand _more_")).toBe("A bold day\nand more");
  });
});

describe("scene text, where the card used to disagree with the page", () => {
  it("a spaced * that recurs on the line opens italic, as printed", () => {
    // The card showed "5 * 3 = 15 and 2 * 4" literally; the page prints " 3 = 15 and 2 " italic.
    expect(sceneLine("5 * 3 = 15 and 2 * 4")).toEqual([
      { text: "5 " },
      { text: " 3 = 15 and 2 ", italic: true },
      { text: " 4" },
    ]);
  });

  it("spaced ** markers are bold, as printed", () => {
    expect(sceneLine("** not bold **")).toEqual([{ text: " not bold ", bold: true }]);
  });

  it("*** is bold italic (the card read ** then a stray *)", () => {
    expect(sceneLine("***loud***")).toEqual([{ text: "loud", bold: true, italic: true }]);
  });

  it("markers do not run across lines", () => {
    expect(sceneParagraphs("**start\nend**")).toEqual([
      [[{ text: "**start" }], [{ text: "end**" }]],
    ]);
  });

  it("[[notes]] are not shown, as they are never printed", () => {
    expect(sceneLine("She waits. [[check the date]]")).toEqual([{ text: "She waits. " }]);
    expect(plainText("She waits. [[check the date]]")).toBe("She waits. ");
  });
});
