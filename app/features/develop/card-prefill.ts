import type { CardSpec } from "./category-form";
import type { DevelopmentSuggestions, GroupedCategoryElements } from "./develop-api";

// What a guided card suggests before the person writes anything, and where it comes from (said
// on the card as a suggestion until they keep it or write their own). Pure, so each guess is
// tested:
// - the protagonist of a life story is the writer (the account's name), unless the Characters
//   page names another one as the protagonist (the person chose);
// - another role is suggested only when a character's role on the Characters page names it;
// - the setting is where the scenes happen (their locations, else the places the first draft
//   finds in their words);
// - the logline and the genre are the movie's.

type Category = GroupedCategoryElements["groups"][number]["categories"][number];
type Suggested = DevelopmentSuggestions["characters"][number];
export type Prefill = Pick<CardSpec, "prefill" | "prefillSource" | "choices">;

const NOTHING: Prefill = { prefill: {}, prefillSource: null, choices: [] };

const ROLE_WORDS: Record<string, string[]> = {
  protagonist: ["protagonist", "main", "hero", "lead", "me", "myself"],
  antagonist: ["antagonist", "villain", "rival", "enemy"],
  mentor: ["mentor", "teacher", "coach", "guide"],
  ally: ["ally", "friend", "sidekick", "sister", "brother"],
  love_interest: ["love", "partner", "husband", "wife", "girlfriend", "boyfriend", "spouse"],
};

const SOURCE: Record<Suggested["source"], string> = {
  writer: "your name on your account",
  characters: "your Characters page",
  quote: "a quote in your scenes",
};

const valuesOf = (p: Suggested) => ({
  characterName: p.name,
  role: p.role ?? "",
  description: p.description ?? "",
});

const norm = (s: string) => s.trim().toLowerCase();

/** The writer as a character: the account's name, or the Characters page's entry that is them
 * (their name or first name). */
function writerOf(s: DevelopmentSuggestions): Suggested | undefined {
  const name = s.writerName ? norm(s.writerName) : null;
  if (!name) return undefined;
  return (
    s.characters.find((p) => p.source === "writer") ??
    s.characters.find(
      (p) => p.source === "characters" && [name, name.split(/\s+/)[0]].includes(norm(p.name)),
    )
  );
}

function characterPrefill(sub: string | null, s: DevelopmentSuggestions): Prefill {
  const choices = s.characters.map((p) => ({
    label: p.source === "writer" ? `${p.name} (you)` : p.name,
    values: valuesOf(p),
  }));
  const words = sub ? (ROLE_WORDS[sub] ?? []) : [];
  const byRole = s.characters.find(
    (p) =>
      p.source === "characters" &&
      words.some((w) => (p.role ?? "").toLowerCase().split(/\W+/).includes(w)),
  );
  const pick = byRole ?? (sub === "protagonist" ? writerOf(s) : undefined);
  if (!pick) return { ...NOTHING, choices };
  return { prefill: valuesOf(pick), prefillSource: SOURCE[pick.source], choices };
}

export function prefillFor(
  category: Pick<Category, "key">,
  sub: string | null,
  suggestions: DevelopmentSuggestions | undefined,
): Prefill {
  if (!suggestions) return NOTHING;
  switch (category.key) {
    case "characters":
      return characterPrefill(sub, suggestions);
    case "setting": {
      const lines = suggestions.settings.map((s) => s.text);
      if (lines.length === 0) return NOTHING;
      return {
        prefill: { text: lines.join("\n") },
        prefillSource: "where your scenes happen",
        choices: lines.map((line) => ({ label: line, values: { text: line } })),
      };
    }
    case "logline":
      return suggestions.logline
        ? {
            prefill: { text: suggestions.logline },
            prefillSource: "your movie's description",
            choices: [],
          }
        : NOTHING;
    case "genre":
      return suggestions.genre
        ? { prefill: { text: suggestions.genre }, prefillSource: "your movie's genre", choices: [] }
        : NOTHING;
    default:
      return NOTHING;
  }
}
