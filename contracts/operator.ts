import { z } from "./zod.ts";

// GET /api/operator/integrations: the state of every optional service, for the operators
// (ADMIN_EMAILS) on their integrations page. Setting names and whether each is set, never values.

export const INTEGRATION_IDS = [
  "giphy",
  "transcription",
  "cowriter",
  "paddle",
  "smtp",
  "sms",
  "google",
  "apple",
  "s3",
  "posthog",
  "metrics",
] as const;
export type IntegrationId = (typeof INTEGRATION_IDS)[number];

export const integrationSchema = z.object({
  id: z.enum(INTEGRATION_IDS),
  name: z.string(),
  // What it gives people when it is on.
  purpose: z.string(),
  // incomplete: some of its required settings are set, not all (it stays off).
  state: z.enum(["on", "off", "incomplete"]),
  settings: z.array(z.object({ name: z.string(), set: z.boolean(), required: z.boolean() })),
  // The required settings still unset.
  missing: z.array(z.string()),
  // What people see while it is off.
  offMeans: z.string(),
});
export type Integration = z.infer<typeof integrationSchema>;

export const integrationsSchema = z.object({ integrations: z.array(integrationSchema) });
export type Integrations = z.infer<typeof integrationsSchema>;
