import { z } from "./zod.ts";
import { freeJson, int4, line, rowVersion, text } from "./input-rules.ts";
import { elementTypes, sceneElementSchema } from "./scene-element.ts";

// What the scene API answers and accepts beyond create (create is sceneCreateSchema in scene.ts).

export const sceneSchema = z.object({
  id: z.string(),
  userId: z.string(),
  movieId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  sceneNumber: z.number().int(),
  location: z.string().nullable(),
  elements: z.array(sceneElementSchema),
  characterIds: z.array(z.string()),
  timeOfDay: z.string().nullable(),
  duration: z.number().int().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  sceneType: z.enum(elementTypes).nullable(),
  content: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type Scene = z.infer<typeof sceneSchema>;

// Moving a scene to another movie or renumbering it is not an edit: order changes go through the
// reorder call, so two people editing two scenes never fight over numbers.
export const sceneUpdateSchema = z.object({
  title: line({ error: "Title is required" }).trim().min(1, "Title is required").optional(),
  description: text().nullable().optional(),
  location: line().nullable().optional(),
  elements: z.array(sceneElementSchema).optional(),
  characterIds: z.array(line()).optional(),
  timeOfDay: line().nullable().optional(),
  duration: int4("duration", 0, "duration must be a whole number of seconds").nullable().optional(),
  metadata: freeJson("metadata").optional(),
  sceneType: z.enum(elementTypes).nullable().optional(),
  content: text().nullable().optional(),
  version: rowVersion(),
});

export type SceneUpdate = z.infer<typeof sceneUpdateSchema>;

export const sceneReorderSchema = z.object({
  sceneIds: z.array(line(), { error: "sceneIds must be a list of scene ids" }),
});

export type SceneReorder = z.infer<typeof sceneReorderSchema>;
