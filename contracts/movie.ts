import { z } from "./zod.ts";
import { freeJson, line, rowVersion, text } from "./input-rules.ts";
import { movieRoles } from "./collaboration-roles.ts";
import { genres, movieStatuses } from "./movie-vocabulary.ts";

export { genres, movieStatuses, type Genre, type MovieStatus } from "./movie-vocabulary.ts";

export const MOVIE_TITLE_REQUIRED = "Give your movie a title.";

// A movie's title and description, as the server takes them and the app's forms check them.
const movieTitleSchema = line({ error: MOVIE_TITLE_REQUIRED })
  .trim()
  .min(1, MOVIE_TITLE_REQUIRED)
  .max(200, "Title is too long (200 characters at most)");
const movieDescriptionSchema = text()
  .trim()
  .max(10_000, "Keep the description under 10,000 characters.");

export const movieCreateSchema = z.object({
  id: z.uuid("id must be a UUID").optional(),
  title: movieTitleSchema,
  description: movieDescriptionSchema.optional().nullable(),
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
  // Old clients send userId: accepted and ignored, the session decides the owner.
  userId: z.unknown().optional(),
});

export const movieUpdateSchema = movieCreateSchema
  .omit({ id: true, userId: true })
  .partial()
  .extend({ version: rowVersion() });

export type MovieCreate = z.infer<typeof movieCreateSchema>;

// The movie's details as the app's create and edit forms hold them: every field a string, the
// genre one of those offered. The cover is checked by the server when it is sent.
export const movieDetailsFormSchema = z.object({
  title: movieTitleSchema,
  description: movieDescriptionSchema,
  genre: z.enum(genres),
  coverImage: z.string(),
  status: z.enum(movieStatuses),
});
export type MovieDetails = z.output<typeof movieDetailsFormSchema>;
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
  // The caller's role: "owner" on their own movies.
  role: z.enum(movieRoles),
  // Who shared it; null on the caller's own movies.
  ownerName: z.string().nullable(),
});

export type Movie = z.infer<typeof movieSchema>;
