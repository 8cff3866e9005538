import { z } from "./zod.ts";
import { freeJson, line, rowVersion, text } from "./input-rules.ts";
import { categoryGroupKeys, findCategory, findGroup } from "./development-catalogue.ts";

// Category elements: a movie's development notes, one per catalogue category or
// sub-component. The kind is checked against the catalogue so that a typo is a clear 400.

const optionalText = text().trim().max(10_000).nullable().optional();

// Free content, except that a character's fields, when given, are text.
export const categoryContentSchema = freeJson("content", {
  error: "content must be an object",
}).superRefine((content, ctx) => {
  for (const key of ["characterName", "role", "description", "text"]) {
    const value = content[key];
    if (value !== undefined && value !== null && typeof value !== "string") {
      ctx.addIssue({ code: "custom", path: [key], message: `${key} must be text` });
    }
  }
});

type KindFields = {
  categoryGroup: string;
  categoryType: string;
  subComponentType?: string | null | undefined;
};

// Adds the catalogue's checks to a payload, each on the field that is wrong.
export function checkKind(value: KindFields, ctx: z.RefinementCtx): void {
  const group = findGroup(value.categoryGroup);
  if (!group) {
    ctx.addIssue({
      code: "custom",
      path: ["categoryGroup"],
      message: `categoryGroup must be one of ${categoryGroupKeys.join(", ")}`,
    });
    return;
  }
  const category = findCategory(value.categoryGroup, value.categoryType);
  if (!category) {
    ctx.addIssue({
      code: "custom",
      path: ["categoryType"],
      message: `categoryType "${value.categoryType}" is not a category of ${group.key} (one of ${group.categories.map((c) => c.key).join(", ")})`,
    });
    return;
  }
  const sub = value.subComponentType;
  if (sub === undefined || sub === null) return;
  if (category.subComponents.length === 0) {
    ctx.addIssue({
      code: "custom",
      path: ["subComponentType"],
      message: `${category.key} has no sub-components: leave subComponentType empty`,
    });
  } else if (!category.subComponents.some((s) => s.key === sub)) {
    ctx.addIssue({
      code: "custom",
      path: ["subComponentType"],
      message: `subComponentType "${sub}" is not part of ${category.key} (one of ${category.subComponents.map((s) => s.key).join(", ")})`,
    });
  }
}

// "" means none, as null does (a form's empty select).
const subComponentType = line({ error: "subComponentType must be text" })
  .trim()
  .transform((v) => (v === "" ? null : v))
  .nullable()
  .optional();

export const categoryElementCreateSchema = z
  .object({
    id: z.uuid("id must be a UUID").optional(),
    movieId: line({ error: "movieId is required" }).min(1, "movieId is required"),
    categoryGroup: line({ error: "categoryGroup is required" }).min(1, "categoryGroup is required"),
    categoryType: line({ error: "categoryType is required" }).min(1, "categoryType is required"),
    subComponentType,
    // Left out or blank: the catalogue's title of the category or sub-component.
    title: line({ error: "title must be text" })
      .trim()
      .max(200, "Title is too long (200 characters at most)")
      .optional(),
    subtitle: optionalText,
    content: categoryContentSchema.optional(),
    isCompleted: z.boolean({ error: "isCompleted must be true or false" }).optional(),
    // Older clients' payloads may carry userId: ignored, the session decides the owner.
    userId: z.unknown().optional(),
  })
  .superRefine(checkKind);

export const categoryElementUpdateSchema = z.object({
  title: line({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(200, "Title is too long (200 characters at most)")
    .optional(),
  subtitle: optionalText,
  content: categoryContentSchema.optional(),
  isCompleted: z.boolean({ error: "isCompleted must be true or false" }).optional(),
  // Within the same category only; checked against the catalogue by the server.
  subComponentType,
  version: rowVersion(),
});

export type CategoryElementCreate = z.infer<typeof categoryElementCreateSchema>;
export type CategoryElementUpdate = z.infer<typeof categoryElementUpdateSchema>;

export const categoryElementSchema = z.object({
  id: z.string(),
  userId: z.string(),
  movieId: z.string(),
  categoryGroup: z.string(),
  categoryType: z.string(),
  subComponentType: z.string().nullable(),
  title: z.string(),
  subtitle: z.string().nullable(),
  content: z.record(z.string(), z.unknown()),
  isCompleted: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type CategoryElement = z.infer<typeof categoryElementSchema>;

const fieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  multiline: z.boolean().optional(),
});
const itemInfo = {
  key: z.string(),
  title: z.string(),
  explanation: z.string(),
  example: z.string(),
  fields: z.array(fieldSchema),
  completed: z.boolean(),
  elements: z.array(categoryElementSchema),
};

export const groupedSubComponentSchema = z.object(itemInfo);
export const groupedCategorySchema = z.object({
  ...itemInfo,
  complete: z.number().int(),
  total: z.number().int(),
  subComponents: z.array(groupedSubComponentSchema),
});
export const groupedGroupSchema = z.object({
  key: z.string(),
  title: z.string(),
  explanation: z.string(),
  complete: z.number().int(),
  total: z.number().int(),
  categories: z.array(groupedCategorySchema),
});
export const groupedCategoryElementsSchema = z.object({
  movieId: z.string(),
  groups: z.array(groupedGroupSchema),
  // Elements whose kind is no longer in the catalogue (kept, never lost).
  other: z.array(categoryElementSchema),
});

export type GroupedCategoryElements = z.infer<typeof groupedCategoryElementsSchema>;
export type GroupedCategory = z.infer<typeof groupedCategorySchema>;

export const nextStepSchema = z.object({
  categoryGroup: z.string(),
  categoryType: z.string(),
  subComponentType: z.string().nullable(),
  title: z.string(),
  explanation: z.string(),
});

export const developmentProgressSchema = z.object({
  movieId: z.string(),
  title: z.string(),
  // The steps a story of this size asks for (development-scope.ts): done, in all, as a percent.
  complete: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  scope: z.enum(["short", "longer", "feature"]),
  // Steps beyond the scope: on the page for whoever wants to go deeper, not counted.
  optionalSteps: z.number().int(),
  groups: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      complete: z.number().int(),
      total: z.number().int(),
      categories: z.array(
        z.object({
          key: z.string(),
          title: z.string(),
          complete: z.number().int(),
          total: z.number().int(),
          completed: z.boolean(),
          subComponents: z.array(
            z.object({ key: z.string(), title: z.string(), completed: z.boolean() }),
          ),
        }),
      ),
    }),
  ),
  // The first step in scope not done yet; null once they all are.
  nextStep: nextStepSchema.nullable(),
  scenes: z.number().int(),
  scenesOnBeats: z.number().int(),
  hasScreenplay: z.boolean(),
});

export type DevelopmentProgress = z.infer<typeof developmentProgressSchema>;
export type NextStep = z.infer<typeof nextStepSchema>;

// What the basic view pre-fills its cards with, from what the writer already captured.
export const developmentSuggestionsSchema = z.object({
  movieId: z.string(),
  // The account's name: in a life story the protagonist is the writer.
  writerName: z.string().nullable(),
  characters: z.array(
    z.object({
      name: z.string(),
      role: z.string().nullable(),
      description: z.string().nullable(),
      // "writer": the writer (the account's name), when the Characters page does not hold them;
      // "characters": the Characters page; "quote": the author of a quote in a scene (a quote by
      // "Me", "I" or the writer's name counts for the writer).
      source: z.enum(["writer", "characters", "quote"]),
      characterId: z.string().nullable(),
      sceneIds: z.array(z.string()),
    }),
  ),
  settings: z.array(
    z.object({
      text: z.string(),
      // "location": a scene's location, as written; "scene": the place the first draft finds in
      // a scene's words (the story compiler's heading for it).
      source: z.enum(["location", "scene"]),
      sceneIds: z.array(z.string()),
    }),
  ),
  logline: z.string().nullable(),
  genre: z.string().nullable(),
});
export type DevelopmentSuggestions = z.infer<typeof developmentSuggestionsSchema>;
