import { z } from "./zod.ts";
import { freeJson, line, rowVersion, text } from "./input-rules.ts";
import { movieStatuses } from "./movie-vocabulary.ts";

export { genres, movieStatuses, type Genre, type MovieStatus } from "./movie-vocabulary.ts";

const optionalText = text().trim().max(10_000).optional().nullable();

export const movieCreateSchema = z.object({
  id: z.uuid("id must be a UUID").optional(),
  title: line({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(200, "Title is too long (200 characters at most)"),
  description: optionalText,
  // Genre is free text for import from other tools, but always stored lower-case.
  genre: line()
    .trim()
    .max(50)
    .transform((g) => g.toLowerCase())
    .optional()
    .nullable(),
  coverImage: line().trim().max(2048).optional().nullable(),
  coverPageUrl: line().trim().max(2048).optional().nullable(),
  status: z
    .enum(movieStatuses, { error: "status must be one of draft, published, archived" })
    .optional(),
  metadata: freeJson("metadata").optional(),
  // The spec sends userId from old clients: accepted and ignored, the session decides the owner.
  userId: z.unknown().optional(),
});

export const movieUpdateSchema = movieCreateSchema
  .omit({ id: true, userId: true })
  .partial()
  .extend({ version: rowVersion() });

export type MovieCreate = z.infer<typeof movieCreateSchema>;
export type MovieUpdate = z.infer<typeof movieUpdateSchema>;

export const movieSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  genre: z.string().nullable(),
  coverImage: z.string().nullable(),
  coverPageUrl: z.string().nullable(),
  status: z.enum(movieStatuses),
  version: z.number().int(),
  lastEditedBy: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  sceneCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type Movie = z.infer<typeof movieSchema>;
