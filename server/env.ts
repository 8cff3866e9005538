import path from "node:path";
import { z } from "zod";
import { paddleSettings } from "./providers/paddle/paddle-settings.ts";
import { COWRITER_DEFAULT_DAILY_LIMIT } from "../contracts/cowriter-vocabulary.ts";

// The one place that reads process.env: everything else imports `env`.
const booleanish = (fallback: "true" | "false") =>
  z
    .enum(["true", "false", "1", "0"])
    .default(fallback)
    .transform((v) => v === "true" || v === "1");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  BUILD_DIR: z.string().default("./build"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // Vite and Vitest set BASE_URL="/" (their asset base) in process.env: that means "unset" here.
  BASE_URL: z.preprocess(
    (v) => (v === "/" ? undefined : v),
    z.url("BASE_URL must be an absolute URL such as https://lifescript.example").optional(),
  ),
  AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Lifescript <hello@lifescript.local>"),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_SECRET: z.string().optional(),
  // Phone sign-in is off (hidden, 503 not_configured) until a text message service is set: one
  // with Twilio's Messages API (server/providers/sms.ts). SMS_FROM is the sending number.
  SMS_API_URL: z.url("SMS_API_URL must be an absolute URL").default("https://api.twilio.com"),
  SMS_ACCOUNT_SID: z.string().trim().optional(),
  SMS_AUTH_TOKEN: z.string().trim().optional(),
  SMS_FROM: z.string().trim().optional(),
  // Tests only (NODE_ENV=test): the server's calls to Google's and Apple's OAuth hosts go to this
  // address instead, a loopback fake with their paths (docs/decisions/0022-oauth-fake-provider.md).
  OAUTH_PROVIDER_URL: z
    .url("OAUTH_PROVIDER_URL must be an absolute URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Every rate limit of README's table (sign-in, sign-up, guest start, public writes); tests turn
  // them off because in-process requests share one address.
  RATE_LIMITS: booleanish("true"),
  SUPPORT_EMAIL: z.string().email().default("founders@lifescript.app"),
  // Behind proxies: how many of them append to X-Forwarded-For ("true" is one). The client address
  // is the entry that many places from the right; "false" ignores the header (the socket counts).
  TRUST_PROXY: z
    .string()
    .trim()
    .toLowerCase()
    .default("false")
    .refine((v) => /^(true|false|\d)$/.test(v), {
      message: 'TRUST_PROXY must be "false", "true" (one proxy) or the number of proxies (0-9)',
    })
    .transform((v) => (v === "true" ? 1 : v === "false" ? 0 : Number(v))),
  // Our own profiles on social networks, linked from the site's footer; each hidden while unset.
  SOCIAL_INSTAGRAM_URL: z.url("SOCIAL_INSTAGRAM_URL must be an absolute URL").optional(),
  SOCIAL_FACEBOOK_URL: z.url("SOCIAL_FACEBOOK_URL must be an absolute URL").optional(),
  SOCIAL_X_URL: z.url("SOCIAL_X_URL must be an absolute URL").optional(),
  SOCIAL_LINKEDIN_URL: z.url("SOCIAL_LINKEDIN_URL must be an absolute URL").optional(),
  SOCIAL_YOUTUBE_URL: z.url("SOCIAL_YOUTUBE_URL must be an absolute URL").optional(),
  SOCIAL_TIKTOK_URL: z.url("SOCIAL_TIKTOK_URL must be an absolute URL").optional(),
  // A trusted request header carrying the visitor's country (a CDN's, such as cf-ipcountry).
  GEO_COUNTRY_HEADER: z.string().trim().toLowerCase().optional(),
  // Product analytics (PostHog) stay off until a project key is set; browsers load them only
  // after the visitor's analytics consent.
  POSTHOG_KEY: z.string().trim().min(1).optional(),
  POSTHOG_HOST: z.url("POSTHOG_HOST must be an absolute URL").default("https://us.i.posthog.com"),
  // GIF search is off (503 not_configured) until a GIPHY key is set; the URL is overridable for tests.
  GIPHY_API_KEY: z.string().optional(),
  GIPHY_API_URL: z.url("GIPHY_API_URL must be an absolute URL").default("https://api.giphy.com"),
  // Scene videos may be far larger than photos; the upload link refuses anything past the larger one.
  MEDIA_MAX_VIDEO_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(100 * 1024 * 1024),
  MEDIA_MAX_IMAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(20 * 1024 * 1024),
  // Voice dictation is off (503 not_configured) until an OpenAI-compatible speech-to-text server
  // is set: its base address, without /v1 (e.g. http://127.0.0.1:8080 for whisper.cpp's server).
  TRANSCRIBE_URL: z
    .url("TRANSCRIBE_URL must be an absolute URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  TRANSCRIBE_MODEL: z.string().min(1).default("whisper-1"),
  TRANSCRIBE_API_KEY: z.string().optional(),
  VOICE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(5 * 1024 * 1024),
  TRANSCRIBE_TIMEOUT_MS: z.coerce.number().int().min(1).default(60_000),
  // The co-writer is off (503 not_configured) until an OpenAI-compatible chat completions server
  // is set: its base address (http://127.0.0.1:8080/v1 for llama.cpp's server, Ollama's
  // http://localhost:11434/v1, https://api.openai.com/v1) and the model's name.
  LLM_URL: z
    .url("LLM_URL must be an absolute URL such as http://127.0.0.1:8080/v1")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  LLM_MODEL: z.string().trim().min(1).default("default"),
  LLM_API_KEY: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1).default(120_000),
  // Co-writer suggestions per user in 24 hours.
  LLM_DAILY_LIMIT: z.coerce.number().int().min(0).default(COWRITER_DEFAULT_DAILY_LIMIT),
  // On SIGTERM: how long requests in flight and a running job may take to finish before the
  // process closes their connections and hands the job back to the queue.
  // GET /metrics (Prometheus) answers only with this bearer token; unset, it answers 404.
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(16, "METRICS_TOKEN must be at least 16 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(25_000),
  // Live screenplays: open sockets this server accepts, and when a document's update log is
  // merged into a new snapshot (rows or bytes since the last one).
  LIVE_MAX_SOCKETS: z.coerce.number().int().min(1).default(2_000),
  LIVE_COMPACT_ROWS: z.coerce.number().int().min(2).default(500),
  LIVE_COMPACT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  ...paddleSettings,
  // Operators: who may open the payment diagnostics pages (comma-separated emails).
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
});

// Media go to an S3-compatible bucket once S3_BUCKET is set; these are read only then, so a
// half-configured bucket fails at startup instead of at the first upload.
const credential = (name: string, what: string) => {
  const message = `S3_BUCKET is set, so ${name} is required too: the ${what} of a key that may read and write the bucket`;
  return z.string({ error: message }).trim().min(1, message);
};
const s3Schema = z.object({
  S3_BUCKET: z.string().trim().min(1),
  S3_REGION: z
    .string()
    .trim()
    .default("")
    .transform((v) => v || "us-east-1"),
  // MinIO, Cloudflare R2, Backblaze B2 and the like; unset means AWS itself.
  S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      error: "S3_ENDPOINT must be an http(s) URL such as https://s3.example.com",
    })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  S3_ACCESS_KEY_ID: credential("S3_ACCESS_KEY_ID", "access key id"),
  S3_SECRET_ACCESS_KEY: credential("S3_SECRET_ACCESS_KEY", "secret access key"),
  // Most self-hosted servers (MinIO) only answer /{bucket}/{key}, not {bucket}.host/{key}.
  S3_FORCE_PATH_STYLE: booleanish("false"),
  // Lets one bucket hold several apps or environments: "lifescript/prod" → lifescript/prod/media/…
  S3_PREFIX: z
    .string()
    .default("")
    .transform((v) => v.trim().replace(/^\/+|\/+$/g, "")),
});

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  prefix: string;
};

export type Env = z.infer<typeof schema> & {
  baseUrl: string;
  dataDir: string;
  buildDir: string;
  s3: S3Settings | null; // null: media stay on local disk under DATA_DIR
};

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = schema.safeParse(source);
  const s3 = source.S3_BUCKET?.trim() ? s3Schema.safeParse(source) : null;
  const issues = [
    ...(result.success ? [] : result.error.issues),
    ...(s3 && !s3.success ? s3.error.issues : []),
  ];
  if (!result.success || (s3 && !s3.success)) {
    const lines = issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const parsed = result.data;
  return {
    ...parsed,
    s3: s3 ? toS3Settings(s3.data) : null,
    baseUrl: (parsed.BASE_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ""),
    dataDir: path.resolve(parsed.DATA_DIR),
    buildDir: path.resolve(parsed.BUILD_DIR),
  };
}

function toS3Settings(v: z.infer<typeof s3Schema>): S3Settings {
  return {
    bucket: v.S3_BUCKET,
    region: v.S3_REGION,
    endpoint: v.S3_ENDPOINT,
    accessKeyId: v.S3_ACCESS_KEY_ID,
    secretAccessKey: v.S3_SECRET_ACCESS_KEY,
    forcePathStyle: v.S3_FORCE_PATH_STYLE,
    prefix: v.S3_PREFIX,
  };
}

// A setting that cannot work is not fixed by starting again: the server exits with this code so
// that the supervisor (scripts/supervise.ts) stops too and the message stays the last line.
export const CONFIG_ERROR_EXIT = 78;

function envOrExit(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(CONFIG_ERROR_EXIT);
  }
}

export const env: Env = envOrExit();
