// How many development steps a story asks for, by how many scenes it holds. Thirty-one steps
// (every character role, fifteen Save the Cat beats, four of style) suit a feature film; four
// captured memories need a logline, what the story is about and whose it is. The other steps stay
// on the page, optional, for whoever wants to go deeper; only the steps in scope count towards
// "n of m" and the next step.
//
// - short story (fewer than 12 scenes): logline, theme, central conflict, setting, protagonist;
// - longer story (12 to 39 scenes): those, every other character role and the three acts;
// - feature (40 scenes or more, a feature film's worth): every step.

export type DevelopmentScope = "short" | "longer" | "feature";

export const LONGER_STORY_SCENES = 12;
export const FEATURE_STORY_SCENES = 40;

export function scopeOf(sceneCount: number): DevelopmentScope {
  if (sceneCount >= FEATURE_STORY_SCENES) return "feature";
  if (sceneCount >= LONGER_STORY_SCENES) return "longer";
  return "short";
}

const SHORT = new Set([
  "logline",
  "theme",
  "central_conflict",
  "setting",
  "characters.protagonist",
]);
const LONGER_CATEGORIES = new Set(["characters", "three_act_structure"]);

/** Whether a step (a category, or one of its sub-components) counts for a story of this scope. */
export function inScope(scope: DevelopmentScope, category: string, sub: string | null): boolean {
  if (scope === "feature") return true;
  if (SHORT.has(sub ? `${category}.${sub}` : category)) return true;
  return scope === "longer" && LONGER_CATEGORIES.has(category);
}

type StepTree = {
  groups: ReadonlyArray<{
    key: string;
    categories: ReadonlyArray<{
      key: string;
      completed: boolean;
      subComponents: ReadonlyArray<{ key: string; completed: boolean }>;
    }>;
  }>;
};

export type StepRef = { group: string; category: string; sub: string | null };

export type ScopedProgress = {
  scope: DevelopmentScope;
  complete: number;
  total: number;
  /** Steps beyond the scope, shown as optional. */
  optional: number;
  /** The first step in scope not done yet, in the catalogue's order. */
  next: StepRef | null;
};

/** A movie's steps (grouped as the catalogue is, each step done or not) counted for its size. */
export function scopedProgress(tree: StepTree, sceneCount: number): ScopedProgress {
  const scope = scopeOf(sceneCount);
  let complete = 0;
  let total = 0;
  let optional = 0;
  let next: StepRef | null = null;
  for (const group of tree.groups) {
    for (const category of group.categories) {
      const steps =
        category.subComponents.length > 0
          ? category.subComponents.map((s) => ({ sub: s.key, done: s.completed }))
          : [{ sub: null, done: category.completed }];
      for (const step of steps) {
        if (!inScope(scope, category.key, step.sub)) {
          optional++;
          continue;
        }
        total++;
        if (step.done) complete++;
        else next ??= { group: group.key, category: category.key, sub: step.sub };
      }
    }
  }
  return { scope, complete, total, optional, next };
}
