// Inspire Me: eight categories of five writing prompts each; one is picked at random across all.

export const PROMPT_CATEGORIES = [
  "emotions",
  "characters",
  "settings",
  "dialogue",
  "memories",
  "mystery",
  "dreams",
  "relationships",
] as const;

export type PromptCategory = (typeof PROMPT_CATEGORIES)[number];
export type WritingPrompt = {
  id: string;
  text: string;
  category: PromptCategory;
  sceneType: "text" | "quote";
};

const p = (
  category: PromptCategory,
  n: number,
  text: string,
  sceneType: "text" | "quote" = "text",
): WritingPrompt => ({ id: `${category}-${n}`, text, category, sceneType });

export const WRITING_PROMPTS: WritingPrompt[] = [
  p("emotions", 1, "Describe the moment you realised you were truly happy."),
  p("emotions", 2, "Write about a time you had to hide how you really felt."),
  p("emotions", 3, "What did fear feel like in your body the last time you were afraid?"),
  p("emotions", 4, "Capture a moment when you laughed until it hurt."),
  p("emotions", 5, "Tell the story of a day when everything made you angry."),
  p("characters", 1, "Introduce the person who changed the direction of your life."),
  p("characters", 2, "Describe someone you only met once but never forgot."),
  p("characters", 3, "Write about a teacher, coach or boss and the lesson they gave you."),
  p("characters", 4, "Who was your childhood best friend, and what did they look like?"),
  p("characters", 5, "Describe a stranger who helped you when you needed it most."),
  p("settings", 1, "Describe the kitchen you grew up in: its smells, its sounds, its light."),
  p("settings", 2, "Take us to a place you'll never be able to go back to."),
  p("settings", 3, "Write about a journey: the road, the weather, the view from the window."),
  p("settings", 4, "Where did you go when you needed to be alone?"),
  p("settings", 5, "Describe the first place that felt like your own."),
  p("dialogue", 1, "What is the best piece of advice anyone ever said to you?", "quote"),
  p("dialogue", 2, "Write down the words you wish you had said, but didn't.", "quote"),
  p("dialogue", 3, "Recall an argument, line by line, as best you can.", "quote"),
  p(
    "dialogue",
    4,
    "What did someone say that made you laugh at the worst possible moment?",
    "quote",
  ),
  p("dialogue", 5, "Write the first words someone said to you when you met.", "quote"),
  p("memories", 1, "Describe your earliest memory in as much detail as you can."),
  p("memories", 2, "Write about a holiday that didn't go as planned."),
  p("memories", 3, "Capture the day you left home for the first time."),
  p("memories", 4, "Tell the story of an object you've kept for years, and why."),
  p("memories", 5, "What song takes you straight back to one particular night?"),
  p("mystery", 1, "Write about something that happened that you still can't explain."),
  p("mystery", 2, "Describe a secret you kept for a long time."),
  p("mystery", 3, "Tell the story of a coincidence that felt like more than chance."),
  p("mystery", 4, "What question about your family has never been answered?"),
  p("mystery", 5, "Write about the night something went missing."),
  p("dreams", 1, "Describe the life you imagined for yourself at ten years old."),
  p("dreams", 2, "Write about a dream you had that felt completely real."),
  p("dreams", 3, "What did you give up on, and what would happen if you tried again?"),
  p("dreams", 4, "Describe the moment a long-held dream finally came true."),
  p("dreams", 5, "Where do you see yourself in the final scene of your story?"),
  p("relationships", 1, "Write about the first time you knew you were in love."),
  p("relationships", 2, "Describe a friendship that slowly faded, and the last time you spoke."),
  p("relationships", 3, "Capture a moment with a parent that you'll never forget."),
  p("relationships", 4, "Tell the story of how you met someone important to you."),
  p("relationships", 5, "Write about a time someone forgave you, or you forgave them."),
];

export const PROMPT_CATEGORY_LABELS: Record<PromptCategory, string> = {
  emotions: "Emotions",
  characters: "Characters",
  settings: "Settings",
  dialogue: "Dialogue",
  memories: "Memories",
  mystery: "Mystery",
  dreams: "Dreams",
  relationships: "Relationships",
};

export function randomPrompt(random: () => number = Math.random, avoidId?: string): WritingPrompt {
  const pool = avoidId ? WRITING_PROMPTS.filter((x) => x.id !== avoidId) : WRITING_PROMPTS;
  return pool[Math.floor(random() * pool.length) % pool.length] ?? WRITING_PROMPTS[0]!;
}
