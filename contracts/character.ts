import { z } from "./zod.ts";
import { line, rowVersion, text } from "./input-rules.ts";
import { mediaUrl } from "./scene-element.ts";

// A person of a movie as the app's form holds them and the server checks them.
export const characterFormSchema = z.object({
  name: line({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(200, "Name is too long (200 characters at most)"),
  role: line().trim().max(200, "Keep the role under 200 characters."),
  description: text().trim().max(10_000, "Keep the description under 10,000 characters."),
});

const { name, role, description } = characterFormSchema.shape;

export const characterCreateSchema = z.object({
  id: z.uuid("id must be a UUID").optional(),
  movieId: line({ error: "movieId is required" }).min(1, "movieId is required"),
  name,
  role: role.nullable().optional(),
  description: description.nullable().optional(),
  photoUrl: mediaUrl.nullable().optional(),
});

export const characterUpdateSchema = characterCreateSchema
  .omit({ id: true, movieId: true })
  .partial()
  .extend({ version: rowVersion() });

export type CharacterCreate = z.infer<typeof characterCreateSchema>;
export type CharacterUpdate = z.infer<typeof characterUpdateSchema>;

export const characterSchema = z.object({
  id: z.string(),
  userId: z.string(),
  movieId: z.string(),
  name: z.string(),
  role: z.string().nullable(),
  description: z.string().nullable(),
  photoUrl: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type Character = z.infer<typeof characterSchema>;
