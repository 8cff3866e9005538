import { describe, expect, it } from "vitest";
import { parseFountain } from "#server/domain/screenplay/engine.ts";
import { parseCards } from "./parse-cards.ts";
import { FOLLOW_UP_MAX_CHARS, parseFollowUp } from "./parse-follow-up.ts";
import { parseGaps } from "./parse-gaps.ts";
import { parsePunchUp } from "./parse-punch-up.ts";
import { isCaptured, parseSceneFountain } from "./parse-scene-fountain.ts";
import { InvalidOutput } from "./model-text.ts";

const captured = [
  "Cast it past the reeds. Fish hide where it's quiet.",
  "What if I don't catch anything?",
  "I am twelve and I think the fog is the lake breathing.",
];

const scene = `Here is your scene:

\`\`\`fountain
EXT. THE LAKE - DAWN

Fog lies on the water. SAM (12) grips a rod too big for him.

DAD
Cast it past the reeds. Fish hide where it's quiet.

SAM
What if I don't catch anything?

DAD
Then we'll have had the quiet.
\`\`\``;

describe("parseSceneFountain", () => {
  it("takes the Fountain out of chatter and a code fence and marks what was never captured", () => {
    const result = parseSceneFountain(scene, { captured, requireHeading: true });
    expect(result.inventedLines).toBe(1);
    expect(result.fountain.startsWith("EXT. THE LAKE - DAWN")).toBe(true);
    expect(result.fountain).toContain("DAD\nCast it past the reeds. Fish hide where it's quiet.\n");
    expect(result.fountain).toContain("DAD\nThen we'll have had the quiet. [[invented]]");
    expect(result.fountain).not.toContain("Here is your scene");
    expect(result.fountain).not.toContain("```");
    // Our parser reads it back as a scene.
    const types = parseFountain(result.fountain).elements.map((e) => e.type);
    expect(types[0]).toBe("scene_heading");
    expect(types).toContain("dialogue");
  });
  it("marks an unmarked invention and unmarks a captured line the model marked", () => {
    const answer = `EXT. THE LAKE - DAWN\n\nDAD\nWhat if I don't catch anything? [[invented]]\n\nSAM\nI love you, Dad.\n`;
    const result = parseSceneFountain(answer, { captured, requireHeading: true });
    expect(result.fountain).toContain("What if I don't catch anything?\n");
    expect(result.fountain).not.toContain("anything? [[invented]]");
    expect(result.fountain).toContain("I love you, Dad. [[invented]]");
    expect(result.inventedLines).toBe(1);
  });
  it("refuses an answer without a heading, without action or dialogue, or with a title page", () => {
    expect(() =>
      parseSceneFountain("Sorry, I can't help with that.", { captured, requireHeading: true }),
    ).toThrow(InvalidOutput);
    expect(() =>
      parseSceneFountain("EXT. THE LAKE - DAWN\n", { captured, requireHeading: true }),
    ).toThrow("neither action nor dialogue");
    expect(() =>
      parseSceneFountain("EXT. LAKE - DAY\n\nFog.\n\n# Act one\n", {
        captured,
        requireHeading: true,
      }),
    ).toThrow("cannot hold a section");
  });
  it("compares words, not punctuation or case", () => {
    expect(isCaptured("cast it past the reeds!", captured)).toBe(true);
    expect(isCaptured("Fish hide where its quiet", captured)).toBe(true);
    expect(isCaptured("Fish bite at dawn.", captured)).toBe(false);
  });
});

describe("parseCards", () => {
  it("reads the four cards from JSON, with words around it", () => {
    const cards = parseCards(
      'Sure: {"logline":"A boy learns patience from his father one summer.","theme":"Love waits.","want":"To catch a fish.","need":"To be seen by his father."}',
    );
    expect(cards.want).toBe("To catch a fish.");
  });
  it("refuses a missing card or no JSON", () => {
    expect(() => parseCards('{"logline":"x x x","theme":"y y y","want":"z z z"}')).toThrow(
      "need is missing",
    );
    expect(() => parseCards("I think the logline is...")).toThrow("no JSON");
  });
});

describe("parsePunchUp", () => {
  const original = "DAD\nWell, you know, I think maybe you should cast it past the reeds.";
  it("reads the passage and its reason, marking invented dialogue", () => {
    const result = parsePunchUp(
      JSON.stringify({
        fountain: "DAD\nPast the reeds.\n\nHe doesn't look at Sam.\n\nSAM\nOkay.",
        reason: "Shorter lines let the silence carry the feeling.",
      }),
      original,
    );
    expect(result.reason).toBe("Shorter lines let the silence carry the feeling.");
    expect(result.fountain).toContain("DAD\nPast the reeds.\n");
    expect(result.fountain).toContain("SAM\nOkay. [[invented]]");
    expect(result.inventedLines).toBe(1);
  });
  it("refuses an answer without a reason", () => {
    expect(() => parsePunchUp('{"fountain":"DAD\\nGo."}', original)).toThrow(InvalidOutput);
  });
});

describe("parseGaps", () => {
  const beats = [
    { key: "catalyst", title: "Catalyst" },
    { key: "finale", title: "Finale" },
  ];
  it("names each gap's beat from the board", () => {
    const gaps = parseGaps(
      '{"gaps":[{"beatKey":"catalyst","gap":"No moment starts the story.","question":"What changed that summer?"}]}',
      beats,
    );
    expect(gaps).toEqual([
      {
        beatKey: "catalyst",
        beatTitle: "Catalyst",
        gap: "No moment starts the story.",
        question: "What changed that summer?",
      },
    ]);
  });
  it("refuses a beat that is not on the board, or a gap without its question", () => {
    expect(() =>
      parseGaps('{"gaps":[{"beatKey":"midpoint","gap":"No midpoint.","question":"Why?"}]}', beats),
    ).toThrow("midpoint is not a beat");
    expect(() => parseGaps('{"gaps":[{"beatKey":"finale","gap":"No end."}]}', beats)).toThrow(
      InvalidOutput,
    );
  });
});

describe("parseFollowUp", () => {
  const asked = [
    "Take me into the kitchen of the home you grew up in, early on an ordinary morning. What can you hear?",
    "How old were you when the kitchen burned?",
  ];
  const parse = (followUp: unknown) => parseFollowUp(JSON.stringify({ followUp }), asked);

  it("reads one question, its spaces tidied, from JSON with words around it", () => {
    expect(
      parseFollowUp(
        'Here you go:\n```json\n{"followUp": "What did Mum say\\n as she carried you out?"}\n```',
        asked,
      ),
    ).toBe("What did Mum say as she carried you out?");
  });
  it("refuses what is not one short question", () => {
    expect(() => parse("Tell me more about the fire.")).toThrow(
      "does not end with a question mark",
    );
    expect(() => parse("How old were you? Who was there?")).toThrow("more than one question");
    expect(() => parse("Why?")).toThrow("too short");
    expect(() => parse(`${"And then ".repeat(25)}what?`)).toThrow(
      `longer than ${FOLLOW_UP_MAX_CHARS} characters`,
    );
    expect(() => parse(42)).toThrow(InvalidOutput);
    expect(() => parseFollowUp('{"question": "Where were you?"}', asked)).toThrow(
      "followUp is missing",
    );
    expect(() => parseFollowUp("I'm sorry, I can't help with that.", asked)).toThrow("no JSON");
  });
  it("refuses a question already asked on the moment, whatever its case or punctuation", () => {
    expect(() => parse("how old were you, when the kitchen burned?")).toThrow(
      "repeats a question already asked",
    );
    expect(parse("Where were you when the kitchen burned?")).toBe(
      "Where were you when the kitchen burned?",
    );
  });
});
