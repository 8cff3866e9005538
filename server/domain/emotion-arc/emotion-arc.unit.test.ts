import { describe, expect, it } from "vitest";
import { storyOrder, type StoryScene } from "../screenplay/engine.ts";
import { emotionArc, scenePoint, sceneWords } from "./emotion-arc.ts";
import { textAffect } from "./text-affect.ts";

const scene = (id: string, text: string, extra: Partial<StoryScene> = {}): StoryScene => ({
  id,
  title: id,
  elements: text ? [{ id: `${id}-t`, elementType: "text", content: { text } }] : [],
  ...extra,
});

describe("a point from the feelings the person recorded", () => {
  it("takes the wheel's values, the mean when there are several", () => {
    expect(scenePoint(scene("a", "", { emotions: [{ core: "sad", feeling: "grief" }] }))).toEqual({
      sceneId: "a",
      valence: -0.9,
      arousal: -0.2,
      source: "tagged",
    });
    const two = scenePoint(
      scene("b", "We laughed all night!", {
        emotions: [
          { core: "happy", feeling: "joyful" },
          { core: "trust", feeling: "peaceful" },
        ],
      }),
    );
    expect(two).toEqual({ sceneId: "b", valence: 0.8, arousal: 0, source: "tagged" });
  });

  it("reads a feeling recorded as an emotion sentence in an older scene", () => {
    const older = scene("c", "", {
      elements: [
        {
          id: "e",
          elementType: "text",
          content: { text: "My heart was pounding so hard I could hear it." },
          metadata: { source: "emotion", emotion: "fear", subEmotion: "scared" },
        },
      ],
    });
    expect(scenePoint(older)).toMatchObject({ valence: -0.7, arousal: 0.7, source: "tagged" });
    // The sentence is a recorded feeling, not the person's words to be read again.
    expect(sceneWords(older)).toBe("");
  });

  it("falls back to the words when a recorded feeling is not on the wheel", () => {
    const point = scenePoint(
      scene("d", "The happiest day of my life.", {
        emotions: [{ core: "happy", feeling: "smug" }],
      }),
    );
    expect(point.source).toBe("text");
    expect(point.valence).toBeGreaterThan(0);
  });
});

describe("a point read from the scene's words", () => {
  it("is pleasant for happy words and unpleasant for sad ones", () => {
    expect(textAffect("I was so happy. We laughed and hugged.").valence).toBeGreaterThan(0.3);
    expect(textAffect("Dad died that winter. I cried for days.").valence).toBeLessThan(-0.3);
  });

  it("turns a word round after not", () => {
    expect(textAffect("I was not happy.").valence).toBeLessThan(0);
  });

  it("stays near the middle when one sad word sits in a long calm memory", () => {
    const calm =
      "We drove to the coast. The road ran along the fields. Mum packed sandwiches. " +
      "We stopped at a small town. The church had a green door. It was sad to leave. " +
      "We reached the beach by noon. The tide was out.";
    expect(Math.abs(textAffect(calm).valence)).toBeLessThan(0.3);
  });

  it("is more intense for strong words and exclamation marks", () => {
    const mild = textAffect("It was a nice day.");
    const strong = textAffect("It was the most amazing, thrilling day!!");
    expect(strong.arousal).toBeGreaterThan(mild.arousal);
  });

  it("reads nothing into words it does not know: no words, other languages", () => {
    expect(textAffect("")).toEqual({ valence: 0, arousal: 0 });
    expect(textAffect("Babcia piekła chleb w każdą sobotę.")).toEqual({ valence: 0, arousal: 0 });
    expect(textAffect("Бабушка пекла хлеб каждую субботу.")).toEqual({ valence: 0, arousal: 0 });
  });

  it("reads quotes and captions as the scene's words, with the text", () => {
    const s = scene("e", "We sat by the fire.", {
      description: "The last night at the cabin",
      elements: [
        { id: "t", elementType: "text", content: { text: "We sat by the fire." } },
        { id: "q", elementType: "quote", content: { quote: "I love you all", author: "Mum" } },
        {
          id: "i",
          elementType: "image",
          content: { imageUrl: "/m/a.jpg", alt: "", caption: "Best night" },
        },
      ],
    });
    expect(sceneWords(s)).toBe(
      "The last night at the cabin\nWe sat by the fire.\nI love you all\nBest night",
    );
    expect(scenePoint(s)).toMatchObject({ source: "text" });
    expect(scenePoint(s).valence).toBeGreaterThan(0);
  });
});

describe("the arc", () => {
  it("has one point per scene, in the screenplay's order: the beat board's, then by date", () => {
    const scenes = [
      scene("late", "", { date: { year: 2001, month: null, day: null } }),
      scene("early", "", { date: { year: 1990, month: null, day: null } }),
      scene("opening", "A happy start."),
    ];
    const ordered = storyOrder({ scenes, notes: { beatsOrder: ["opening"] } });
    expect(emotionArc(ordered).map((p) => p.sceneId)).toEqual(["opening", "early", "late"]);
  });

  it("keeps every value within -1..1 however strong the words", () => {
    const point = textAffect("Amazing! Wonderful! Fantastic! Superb! Thrilled! Ecstatic!!!!");
    expect(point.valence).toBeLessThanOrEqual(1);
    expect(point.arousal).toBeLessThanOrEqual(1);
  });
});
