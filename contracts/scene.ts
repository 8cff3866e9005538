import { z } from "./zod.ts";
import { int4, INT4_MAX, line, rowVersion, text } from "./input-rules.ts";
import { elementTypes, sceneElementSchema } from "./scene-element.ts";
import { sceneMetadataInput } from "./scene-metadata.ts";

export const sceneCreateSchema = z.object({
  id: z.uuid("id must be a UUID").optional(),
  movieId: line({ error: "movieId is required" }).min(1, "movieId is required"),
  title: line({ error: "Title is required" }).trim().min(1, "Title is required"),
  description: text().optional(),
  sceneNumber: z
    .number({ error: "sceneNumber must be an integer" })
    .int("sceneNumber must be an integer")
    .min(-INT4_MAX, "sceneNumber is out of range")
    .max(INT4_MAX, "sceneNumber is out of range"),
  location: line().optional(),
  elements: z.array(sceneElementSchema).default([]),
  characterIds: z.array(line()).default([]),
  timeOfDay: line().optional(),
  duration: int4("duration", 0, "duration must be a whole number of seconds").optional(),
  metadata: sceneMetadataInput().default({}),
  sceneType: z.enum(elementTypes).optional(),
  content: text().optional(),
});

export type SceneCreate = z.infer<typeof sceneCreateSchema>;

// What the scene API answers, and the update and reorder requests.

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
  metadata: sceneMetadataInput().optional(),
  sceneType: z.enum(elementTypes).nullable().optional(),
  content: text().nullable().optional(),
  version: rowVersion(),
});

export type SceneUpdate = z.infer<typeof sceneUpdateSchema>;

export const sceneReorderSchema = z.object({
  sceneIds: z.array(line(), { error: "sceneIds must be a list of scene ids" }),
});

export type SceneReorder = z.infer<typeof sceneReorderSchema>;
