import { z } from "./zod.ts";

// A movie's emotional shape, scene by scene in the order the screenplay tells them
// (GET /api/movies/{id}/emotion-arc). Valence runs from unpleasant (-1) to pleasant (1), arousal
// from calm (-1) to intense (1). `source` says where a point came from: "tagged", the feelings
// the person recorded on the emotions wheel; "text", the scene's own words read with a sentiment
// lexicon (server/domain/emotion-arc/README.md).
export const emotionPointSchema = z.object({
  sceneId: z.string(),
  valence: z.number().min(-1).max(1),
  arousal: z.number().min(-1).max(1),
  source: z.enum(["tagged", "text"]),
});
export type EmotionPoint = z.infer<typeof emotionPointSchema>;

export const emotionArcSchema = z.array(emotionPointSchema);
