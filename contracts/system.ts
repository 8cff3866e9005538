import { profileServices } from "./social-profiles.ts";
import { z } from "./zod.ts";

// GET /api/config: which optional services this server has, so a client shows only what works
// (social sign-in buttons, the development outbox link, analytics after consent).
export { profileServices, type ProfileService, type SocialProfile } from "./social-profiles.ts";
export const socialProfileSchema = z.object({
  service: z.enum(profileServices),
  url: z.string(),
});

export const publicConfigSchema = z.object({
  // Sign-in methods besides email and password; phone needs a text message service.
  auth: z.object({ google: z.boolean(), apple: z.boolean(), phone: z.boolean() }),
  mail: z.enum(["smtp", "outbox"]),
  // The development outbox page (/dev/mail) is there: not production, and mail kept in the outbox.
  devMail: z.boolean(),
  // The co-writer has a language model (LLM_URL): without one the app shows no co-writer and asks
  // nothing of /api/co-writer/*.
  cowriter: z.boolean(),
  // GIF search (GIPHY_API_KEY): without it the composer has no GIF library.
  gifs: z.boolean(),
  // Voice dictation (TRANSCRIBE_URL): without it the composer has no Record button and the app
  // asks nothing of /api/voice-transcription/*.
  voice: z.boolean(),
  // Payments with Paddle: without them nothing is limited and nobody is offered an upgrade.
  payments: z.boolean(),
  // Present only when analytics are configured.
  posthog: z.object({ key: z.string(), host: z.string() }).nullable().optional(),
  socialProfiles: z.array(socialProfileSchema).optional(),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;
