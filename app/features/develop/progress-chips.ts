import { inScope } from "#contracts/development-scope.ts";
import type { DevelopmentProgress } from "./develop-api";

// The Develop home's chips for a movie: the steps its size asks for (development-scope.ts), one
// chip per category (a lone sub-component is named itself: "Protagonist"), then the beat board and
// the first draft. Pure, so the rules are tested without a page.

export type StepChipData = { key: string; label: string; done: boolean };

export function stepChips(movie: DevelopmentProgress): StepChipData[] {
  const chips: StepChipData[] = [];
  for (const group of movie.groups) {
    for (const category of group.categories) {
      if (category.subComponents.length === 0) {
        if (inScope(movie.scope, category.key, null)) {
          chips.push({ key: category.key, label: category.title, done: category.completed });
        }
        continue;
      }
      const steps = category.subComponents.filter((s) => inScope(movie.scope, category.key, s.key));
      const only = steps.length === 1 ? steps[0] : undefined;
      if (only) {
        chips.push({ key: `${category.key}.${only.key}`, label: only.title, done: only.completed });
      } else if (steps.length > 1) {
        const done = steps.filter((s) => s.completed).length;
        chips.push({
          key: category.key,
          label: `${category.title} ${done}/${steps.length}`,
          done: done === steps.length,
        });
      }
    }
  }
  chips.push({
    key: "beats",
    label:
      movie.scenes === 0
        ? "No scenes yet"
        : `${movie.scenesOnBeats}/${movie.scenes} scenes on beats`,
    done: movie.scenes > 0 && movie.scenesOnBeats === movie.scenes,
  });
  chips.push({ key: "draft", label: "First draft", done: movie.hasScreenplay });
  return chips;
}

const BEYOND: Record<DevelopmentProgress["scope"], string> = {
  short: "the other characters, the structure's beats and the style",
  longer: "the Save the Cat beats and the style",
  feature: "",
};

/** What the optional steps are, for a story of this size ("" when every step counts). */
export function beyondScope(movie: DevelopmentProgress): string {
  return movie.optionalSteps > 0 ? BEYOND[movie.scope] : "";
}

/** "for a short story" after "n of m steps", so a small number reads as meant. */
export function scopeLabel(movie: DevelopmentProgress): string {
  if (movie.scope === "short") return " for a short story";
  if (movie.scope === "longer") return " for a story this size";
  return "";
}
