import { z } from "zod";
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
  title: z.string({ error: "Title is required" }).trim().min(1, "Title is required").optional(),
  description: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
  elements: z.array(sceneElementSchema).optional(),
  characterIds: z.array(z.string()).optional(),
  timeOfDay: z.string().nullable().optional(),
  duration: z
    .number()
    .int("duration must be a whole number of seconds")
    .min(0)
    .nullable()
    .optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  sceneType: z.enum(elementTypes).nullable().optional(),
  content: z.string().nullable().optional(),
  version: z.number({ error: "version is required" }).int().min(1),
});

export type SceneUpdate = z.infer<typeof sceneUpdateSchema>;

export const sceneReorderSchema = z.object({
  sceneIds: z.array(z.string(), { error: "sceneIds must be a list of scene ids" }),
});

export type SceneReorder = z.infer<typeof sceneReorderSchema>;
