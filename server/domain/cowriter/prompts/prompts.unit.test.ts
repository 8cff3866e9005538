import { describe, expect, it } from "vitest";
import { summerStory } from "#screenplay/test/summer-fixture.ts";
import type { StoryInput, StoryScene } from "#server/domain/screenplay/engine.ts";
import { buildCardsPrompt, CARDS_PROMPT_VERSION } from "./cards-prompt.ts";
import { buildDramatisePrompt, DRAMATISE_PROMPT_VERSION } from "./dramatise-prompt.ts";
import { buildFollowUpPrompt, FOLLOW_UP_PROMPT_VERSION } from "./follow-up-prompt.ts";
import { buildGapsPrompt, GAPS_PROMPT_VERSION } from "./gaps-prompt.ts";
import { buildPunchUpPrompt, PUNCH_UP_PROMPT_VERSION } from "./punch-up-prompt.ts";

// The lake scene with media the person added: a photo with a caption, a video, a GIF.
const lake: StoryScene = {
  ...summerStory.scenes[0]!,
  elements: [
    ...summerStory.scenes[0]!.elements,
    {
      id: "img",
      elementType: "image",
      content: { imageUrl: "https://cdn.example/photo-123.jpg", alt: "dad", caption: "Dad's hat" },
    },
    {
      id: "vid",
      elementType: "video",
      content: { videoUrl: "https://cdn.example/v.mp4", title: "home video" },
    },
    {
      id: "gif",
      elementType: "gif",
      content: { gifUrl: "https://media.giphy.com/x.gif", alt: "fish" },
    },
  ],
};
const dock = summerStory.scenes[1]!;
const all = (m: Array<{ content: string }>) => m.map((x) => x.content).join("\n");

describe("dramatise prompt", () => {
  const messages = buildDramatisePrompt({
    scene: lake,
    characters: summerStory.characters!,
    writerName: "Sam",
    heading: "EXT. THE LAKE - DAWN",
  });
  const text = all(messages);

  it("has a version and asks for Fountain with invented lines marked", () => {
    expect(DRAMATISE_PROMPT_VERSION).toBe(1);
    expect(messages[0]?.role).toBe("system");
    expect(messages[0]?.content).toContain("EXT. THE LAKE - DAWN");
    expect(messages[0]?.content).toContain("[[invented]]");
  });
  it("includes the scene's text, quotes with speakers, feeling, place and the people's cards", () => {
    expect(text).toContain("I am twelve and I think the fog is the lake breathing.");
    expect(text).toContain('Quote by Dad: "Cast it past the reeds. Fish hide where it\'s quiet."');
    expect(text).toContain('Quote by Me: "What if I don\'t catch anything?"');
    expect(text).toContain("Feeling: Happy / Peaceful");
    expect(text).toContain("Place: The lake at dawn");
    expect(text).toContain("Dad - my father - patient, smells of pine tar");
    expect(text).toContain('quotes by "Me" or "I" are spoken by SAM');
    expect(text).toContain("Photo caption: Dad's hat");
  });
  it("never includes media addresses, other scenes or other movies", () => {
    expect(text).not.toMatch(/https?:|cdn\.example|giphy|\.jpg|\.mp4/);
    expect(text).not.toContain("home video");
    expect(text).not.toContain("Look! I got one!");
    expect(text).not.toContain("Same lake next year?");
  });
});

describe("cards prompt", () => {
  const story: StoryInput = { ...summerStory, scenes: [lake, dock] };
  const text = all(buildCardsPrompt(story, "Sam"));
  it("asks for the four cards as JSON from every scene of the movie", () => {
    expect(CARDS_PROMPT_VERSION).toBe(1);
    expect(text).toContain('{"logline": "...", "theme": "...", "want": "...", "need": "..."}');
    expect(text).toContain("Movie: The Summer of the Lake");
    expect(text).toContain("Protagonist: Sam");
    expect(text).toContain("Scene: Fishing with Dad");
    expect(text).toContain('Quote by I: "Look! I got one!"');
    expect(text).toContain("Date: 1994-07-02 - First fish");
  });
  it("never includes media addresses", () => {
    expect(text).not.toMatch(/https?:|\.jpg|\.mp4|\.gif/);
  });
});

describe("punch-up prompt", () => {
  it("sends only the passage, and asks for JSON with a one-sentence reason", () => {
    expect(PUNCH_UP_PROMPT_VERSION).toBe(1);
    const messages = buildPunchUpPrompt("DAD\nWell, I think, you know, you should cast there.");
    expect(messages).toHaveLength(2);
    expect(messages[1]).toEqual({
      role: "user",
      content: "DAD\nWell, I think, you know, you should cast there.",
    });
    expect(messages[0]?.content).toContain('"reason"');
    expect(messages[0]?.content).toContain("[[invented]]");
  });
});

describe("gaps prompt", () => {
  const text = all(
    buildGapsPrompt(
      "The Summer of the Lake",
      [
        { key: "opening_image", title: "Opening image", scenes: [lake] },
        { key: "catalyst", title: "Catalyst", scenes: [] },
      ],
      [dock],
    ),
  );
  it("lists every beat with its scenes, empty beats marked, and the unplaced scenes", () => {
    expect(GAPS_PROMPT_VERSION).toBe(1);
    expect(text).toContain(
      "opening_image (Opening image):\n  - Fishing with Dad (The lake at dawn)",
    );
    expect(text).toContain("catalyst (Catalyst):\n  (no scene)");
    expect(text).toContain("Scenes not placed on a beat yet:\n  - The dock (The old dock)");
    expect(text).toContain('"question"');
  });
  it("never includes media addresses", () => {
    expect(text).not.toMatch(/https?:|\.jpg|\.mp4/);
  });
});

describe("follow-up prompt", () => {
  const messages = buildFollowUpPrompt({
    question: "Take me into the kitchen of the home you grew up in. What can you hear?",
    answers: ["The night the kitchen burned, Mum carried me out.", "I was six."],
    asks: "speech",
    rulesText: "What did Mum say?",
    asked: ["How old were you when the kitchen burned?"],
  });
  const text = all(messages);
  it("asks for one question about what the rules chose, as JSON", () => {
    expect(FOLLOW_UP_PROMPT_VERSION).toBe(1);
    expect(messages[0]?.content).toContain("Ask about what someone in the moment said");
    expect(messages[0]?.content).toContain('{"followUp": "<the question>"}');
    expect(messages[0]?.content).toContain("at most 200 characters");
  });
  it("sends the moment only: its question, the answers, the rules' words and what was asked", () => {
    expect(messages[1]?.content).toBe(
      [
        "The question asked: Take me into the kitchen of the home you grew up in. What can you hear?",
        "Their answer:\nThe night the kitchen burned, Mum carried me out.\nI was six.",
        "In plain words the question to ask would be: What did Mum say?",
        "Already asked:\n- How old were you when the kitchen burned?",
      ].join("\n\n"),
    );
    expect(text).not.toMatch(/https?:/);
  });
});
