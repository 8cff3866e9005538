import path from "node:path";
import { z } from "zod";

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
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  AUTH_RATE_LIMIT: booleanish("true"),
  SUPPORT_EMAIL: z.string().email().default("founders@lifescript.app"),
  // Behind a proxy or CDN: take the client address from X-Forwarded-For.
  TRUST_PROXY: booleanish("false"),
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
});

export type Env = z.infer<typeof schema> & { baseUrl: string; dataDir: string; buildDir: string };

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const parsed = result.data;
  return {
    ...parsed,
    baseUrl: (parsed.BASE_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ""),
    dataDir: path.resolve(parsed.DATA_DIR),
    buildDir: path.resolve(parsed.BUILD_DIR),
  };
}

export const env: Env = parseEnv(process.env);
