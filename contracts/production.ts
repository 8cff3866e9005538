import { z } from "./zod.ts";

// A screenplay in production: locked pages and scene numbers, coloured revisions, and the
// production reports. See server/api/production/README.md.

export const revisionSchema = z.object({
  // 0 is the production draft (White), then 1 Blue, 2 Pink, … in the industry order.
  ordinal: z.number().int(),
  // "Blue", "Second Blue" …
  name: z.string(),
  // "Blue Revision", as printed in the revised pages' headers.
  title: z.string(),
  // The paper's shade (#RRGGBB), for showing the colour.
  paper: z.string(),
  // The writer's day it started (YYYY-MM-DD).
  date: z.string(),
});
export type Revision = z.infer<typeof revisionSchema>;

export const productionSchema = z.object({
  movieId: z.string(),
  // Pages and scene numbers stay where they were when locked.
  locked: z.boolean(),
  lockedAt: z.string().nullable(),
  // Oldest first; empty until the script is first locked.
  revisions: z.array(revisionSchema),
  // The revision changes are marked in now (the last one), or null.
  current: revisionSchema.nullable(),
});
export type Production = z.infer<typeof productionSchema>;

const day = z
  .string({ error: "date must be a day such as 2025-03-04" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "date must be a day such as 2025-03-04")
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), "date must be a real day");

export const lockRequestSchema = z.object({
  // The writer's day, for the production draft's date (today on the server when absent).
  date: day.optional(),
});

export const newRevisionRequestSchema = z.object({
  // The writer's day, printed with the revision (today on the server when absent).
  date: day.optional(),
});

export const newRevisionResultSchema = z.object({
  revision: revisionSchema,
  production: productionSchema,
});

export const reportKinds = ["scenes", "characters", "locations", "cast"] as const;
export type ReportKindName = (typeof reportKinds)[number];
export const reportFormats = ["csv", "pdf"] as const;
