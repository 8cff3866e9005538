import { describe, expect, it } from "vitest";
import { PROMPT_CATEGORIES, randomPrompt, WRITING_PROMPTS } from "./prompts";

describe("writing prompts", () => {
  it("has 8 categories of 5 prompts", () => {
    for (const c of PROMPT_CATEGORIES)
      expect(WRITING_PROMPTS.filter((p) => p.category === c)).toHaveLength(5);
    expect(new Set(WRITING_PROMPTS.map((p) => p.id)).size).toBe(40);
    expect(randomPrompt(() => 0.999).id).toBe(WRITING_PROMPTS[39]?.id);
  });
});
