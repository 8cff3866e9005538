import { z } from "./zod.ts";
import { PUNCH_UP_MAX_CHARS } from "./cowriter-vocabulary.ts";

export * from "./cowriter-vocabulary.ts";

// The co-writer's payloads: consent, what each action takes and the validated suggestion it
// answers with (the `result` event of a stream, or the JSON body).

export const cowriterConsentSchema = z.object({
  consentGiven: z.boolean({ error: "consentGiven must be true or false" }),
});
export const cowriterStatusSchema = cowriterConsentSchema.extend({
  // The model server's host, shown in the consent dialog.
  host: z.string(),
  model: z.string(),
  dailyLimit: z.number().int(),
});

export const dramatiseRequestSchema = z.object({ sceneId: z.uuid("sceneId must be a scene's id") });
export const punchUpRequestSchema = z.object({
  text: z
    .string({ error: "text is required: the passage to punch up" })
    .trim()
    .min(1, "text is required: the passage to punch up")
    .max(PUNCH_UP_MAX_CHARS, `text: at most ${PUNCH_UP_MAX_CHARS} characters at a time`),
});

export const dramatiseResultSchema = z.object({
  action: z.literal("dramatise"),
  sceneId: z.uuid(),
  sceneTitle: z.string(),
  // Fountain our parser accepts; a dialogue line the person never captured ends with [[invented]].
  fountain: z.string(),
  inventedLines: z.number().int(),
});
export const cardsResultSchema = z.object({
  action: z.literal("cards"),
  logline: z.string(),
  theme: z.string(),
  want: z.string(),
  need: z.string(),
});
export const punchUpResultSchema = z.object({
  action: z.literal("punch-up"),
  original: z.string(),
  fountain: z.string(),
  reason: z.string(),
});
export const gapSchema = z.object({
  beatKey: z.string(),
  beatTitle: z.string(),
  gap: z.string(),
  question: z.string(),
});
export const gapsResultSchema = z.object({ action: z.literal("gaps"), gaps: z.array(gapSchema) });

export const suggestionSchema = z.discriminatedUnion("action", [
  dramatiseResultSchema,
  cardsResultSchema,
  punchUpResultSchema,
  gapsResultSchema,
]);

export type CowriterConsent = z.infer<typeof cowriterConsentSchema>;
export type CowriterStatus = z.infer<typeof cowriterStatusSchema>;
export type DramatiseResult = z.infer<typeof dramatiseResultSchema>;
export type CardsResult = z.infer<typeof cardsResultSchema>;
export type PunchUpResult = z.infer<typeof punchUpResultSchema>;
export type Gap = z.infer<typeof gapSchema>;
export type GapsResult = z.infer<typeof gapsResultSchema>;
export type Suggestion = z.infer<typeof suggestionSchema>;

// The events of a streamed suggestion (Accept: text/event-stream), besides `result` (a
// suggestion above): what the server writes and the browser reads, checked on both sides.
export const cowriterDeltaSchema = z.object({ text: z.string(), restart: z.boolean() });
export type CowriterDelta = z.infer<typeof cowriterDeltaSchema>;
export const cowriterStreamErrorSchema = z.object({
  status: z.number().int(),
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});
export type CowriterStreamError = z.infer<typeof cowriterStreamErrorSchema>;
