import type { Integration, IntegrationId } from "#contracts/operator.ts";
import type { Env } from "#server/env.ts";

// Every optional service of this server, with whether it is on and the settings that turn it on
// (their names and whether each is set, never their values). The operators' integrations page
// shows this list; /api/config tells clients which of them to show at all.

type Setting = { name: string; value: string | undefined; required: boolean };

const given = (value: string | undefined) => Boolean(value?.trim());

function integration(
  id: IntegrationId,
  name: string,
  purpose: string,
  settings: Setting[],
  offMeans: string,
): Integration {
  const required = settings.filter((s) => s.required);
  const missing = required.filter((s) => !given(s.value)).map((s) => s.name);
  const state =
    missing.length === 0 ? "on" : missing.length === required.length ? "off" : "incomplete";
  return {
    id,
    name,
    purpose,
    state,
    settings: settings.map((s) => ({ name: s.name, set: given(s.value), required: s.required })),
    missing,
    offMeans,
  };
}

const need = (name: string, value: string | undefined): Setting => ({
  name,
  value,
  required: true,
});
const may = (name: string, value: string | undefined): Setting => ({
  name,
  value,
  required: false,
});

export function listIntegrations(env: Env): Integration[] {
  return [
    integration(
      "giphy",
      "GIF search (GIPHY)",
      "The GIF library in the scene composer.",
      [need("GIPHY_API_KEY", env.GIPHY_API_KEY)],
      "The composer shows no GIF library; /api/gifs answers 503 not_configured.",
    ),
    integration(
      "transcription",
      "Voice dictation (speech to text)",
      "Record in the scene composer: speech sent to an OpenAI-compatible transcription server.",
      [
        need("TRANSCRIBE_URL", env.TRANSCRIBE_URL),
        may("TRANSCRIBE_API_KEY", env.TRANSCRIBE_API_KEY),
      ],
      "The composer shows no Record button; /api/voice-transcription answers 503 not_configured.",
    ),
    integration(
      "cowriter",
      "Co-writer (language model)",
      "Suggestions in Develop: dramatise, punch up, cards, what is missing; interview follow-ups worded from the answer.",
      [need("LLM_URL", env.LLM_URL), may("LLM_API_KEY", env.LLM_API_KEY)],
      "Develop shows no co-writer; /api/co-writer answers 503 not_configured; the interview asks its rules' own follow-ups.",
    ),
    integration(
      "paddle",
      "Payments (Paddle)",
      "Lifescript Pro subscriptions, and the plan limits that come with them.",
      [
        need("PADDLE_API_KEY", env.PADDLE_API_KEY),
        need("PADDLE_WEBHOOK_SECRET", env.PADDLE_WEBHOOK_SECRET),
        need("PADDLE_CLIENT_TOKEN", env.PADDLE_CLIENT_TOKEN),
        need("PADDLE_PRICE_MONTHLY", env.PADDLE_PRICE_MONTHLY),
        need("PADDLE_PRICE_YEARLY", env.PADDLE_PRICE_YEARLY),
        may("PADDLE_PRICE_TEST", env.PADDLE_PRICE_TEST),
      ],
      "Everything is free with no limits; /pricing and the subscription page offer no upgrade.",
    ),
    integration(
      "smtp",
      "Email delivery (SMTP)",
      "Sign-up confirmations, password resets and export links sent by email.",
      [need("SMTP_URL", env.SMTP_URL)],
      "Mail is kept in the outbox table and written to the log (and /dev/mail outside production).",
    ),
    integration(
      "sms",
      "Phone sign-in (text messages)",
      "Sign in and sign up with a phone number and a texted code.",
      [
        need("SMS_ACCOUNT_SID", env.SMS_ACCOUNT_SID),
        need("SMS_AUTH_TOKEN", env.SMS_AUTH_TOKEN),
        need("SMS_FROM", env.SMS_FROM),
      ],
      "The Phone tab is hidden; the phone paths of /api/auth answer 503 not_configured.",
    ),
    integration(
      "google",
      "Sign in with Google",
      "Continue with Google on sign-in and sign-up, and linking Google on the account page.",
      [
        need("GOOGLE_CLIENT_ID", env.GOOGLE_CLIENT_ID),
        need("GOOGLE_CLIENT_SECRET", env.GOOGLE_CLIENT_SECRET),
      ],
      "No Google button anywhere.",
    ),
    integration(
      "apple",
      "Sign in with Apple",
      "Continue with Apple on sign-in and sign-up, and linking Apple on the account page.",
      [
        need("APPLE_CLIENT_ID", env.APPLE_CLIENT_ID),
        need("APPLE_CLIENT_SECRET", env.APPLE_CLIENT_SECRET),
      ],
      "No Apple button anywhere.",
    ),
    integration(
      "s3",
      "Media in S3-compatible storage",
      "Photos, videos and voice recordings kept in a bucket instead of on this machine's disk.",
      [
        need("S3_BUCKET", env.s3?.bucket),
        need("S3_ACCESS_KEY_ID", env.s3?.accessKeyId),
        need("S3_SECRET_ACCESS_KEY", env.s3?.secretAccessKey),
        may("S3_ENDPOINT", env.s3?.endpoint),
      ],
      "Media are stored under DATA_DIR/media on this machine.",
    ),
    integration(
      "posthog",
      "Product analytics (PostHog)",
      "Page views and product events, sent from browsers only after the visitor consents.",
      [need("POSTHOG_KEY", env.POSTHOG_KEY)],
      "No analytics script loads.",
    ),
    integration(
      "metrics",
      "Metrics (Prometheus)",
      "GET /metrics for a Prometheus scraper, with a bearer token.",
      [need("METRICS_TOKEN", env.METRICS_TOKEN)],
      "/metrics answers 404.",
    ),
  ];
}

export function isIntegrationOn(env: Env, id: IntegrationId): boolean {
  return listIntegrations(env).find((i) => i.id === id)?.state === "on";
}
