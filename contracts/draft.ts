import { z } from "./zod.ts";
import { line, text } from "./input-rules.ts";
import { mediaUrl, sceneElementSchema } from "./scene-element.ts";
import { sceneMetadataInput } from "./scene-metadata.ts";

// Composer drafts: one per user and movie, autosaved, last write wins.

export const DRAFT_CONTENT_MAX = 100_000;

export const sceneDraftSaveSchema = z.object({
  content: text()
    .max(DRAFT_CONTENT_MAX, "Draft text is too long (100,000 characters at most)")
    .default(""),
  elements: z.array(sceneElementSchema).default([]),
  // What the scene will record besides its elements (the feelings picked, its date), checked
  // as a scene's metadata is.
  metadata: sceneMetadataInput().default({}),
  movieId: line().nullable().optional(),
});

export type SceneDraftSave = z.infer<typeof sceneDraftSaveSchema>;

export const sceneDraftSchema = z.object({
  content: z.string(),
  elements: z.array(sceneElementSchema),
  metadata: z.record(z.string(), z.unknown()),
  movieId: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});

export type SceneDraft = z.infer<typeof sceneDraftSchema>;

export const actionSheetMediaTypes = ["image", "gif", "video"] as const;

export const actionSheetDraftSaveSchema = z.object({
  content: text()
    .max(DRAFT_CONTENT_MAX, "Draft text is too long (100,000 characters at most)")
    .default(""),
  mediaUrl: mediaUrl.nullable().optional(),
  mediaType: z
    .enum(actionSheetMediaTypes, { error: "mediaType must be one of image, gif, video" })
    .nullable()
    .optional(),
  timestamp: z
    .number({ error: "timestamp must be a number" })
    .int()
    .min(0)
    .max(Number.MAX_SAFE_INTEGER)
    .optional(),
});

export type ActionSheetDraftSave = z.infer<typeof actionSheetDraftSaveSchema>;

export const actionSheetDraftSchema = z.object({
  content: z.string(),
  mediaUrl: z.string().nullable(),
  mediaType: z.enum(actionSheetMediaTypes).nullable(),
  timestamp: z.number().int(),
});

export type ActionSheetDraft = z.infer<typeof actionSheetDraftSchema>;
