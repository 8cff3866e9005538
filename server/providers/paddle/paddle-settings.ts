import { z } from "zod";

// Paddle Billing's settings (README, "Subscriptions with Paddle"). Payments are off until all of
// the required ones are set; an empty value counts as unset.
const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

export const paddleSettings = {
  // Server side: the API key (portal sessions, the API check) and the notification destination's
  // secret that signs webhooks.
  PADDLE_API_KEY: optional,
  PADDLE_WEBHOOK_SECRET: optional,
  // Browser side: the client-side token Paddle.js opens checkouts with, and the two prices of
  // Lifescript Pro.
  PADDLE_CLIENT_TOKEN: optional,
  PADDLE_PRICE_MONTHLY: optional,
  PADDLE_PRICE_YEARLY: optional,
  // A sandbox price the operators' test checkout (/app/subscription-test) buys; the monthly price
  // when unset.
  PADDLE_PRICE_TEST: optional,
  PADDLE_ENVIRONMENT: z.enum(["sandbox", "production"]).default("sandbox"),
  // Where Paddle's API is; set only by tests (a loopback fake), unset means Paddle's own address
  // for PADDLE_ENVIRONMENT.
  PADDLE_API_URL: z
    .url("PADDLE_API_URL must be an absolute URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
};

// The settings payments need, in the order the diagnostics page lists them.
export const REQUIRED_PADDLE_SETTINGS = [
  "PADDLE_API_KEY",
  "PADDLE_WEBHOOK_SECRET",
  "PADDLE_CLIENT_TOKEN",
  "PADDLE_PRICE_MONTHLY",
  "PADDLE_PRICE_YEARLY",
] as const;

export type PaddleSettingName = (typeof REQUIRED_PADDLE_SETTINGS)[number] | "PADDLE_PRICE_TEST";

export type PaddleConfig = {
  apiKey: string;
  webhookSecret: string;
  clientToken: string;
  priceMonthly: string;
  priceYearly: string;
  priceTest: string;
  environment: "sandbox" | "production";
  apiUrl: string;
};

type PaddleEnv = {
  [K in (typeof REQUIRED_PADDLE_SETTINGS)[number] | "PADDLE_PRICE_TEST"]?: string | undefined;
} & { PADDLE_ENVIRONMENT: "sandbox" | "production"; PADDLE_API_URL?: string | undefined };

export const PADDLE_API_URLS = {
  sandbox: "https://sandbox-api.paddle.com",
  production: "https://api.paddle.com",
} as const;

// null while any required setting is missing: then everything is free and checkout says so.
export function paddleConfigOf(env: PaddleEnv): PaddleConfig | null {
  const { PADDLE_API_KEY, PADDLE_WEBHOOK_SECRET, PADDLE_CLIENT_TOKEN } = env;
  const { PADDLE_PRICE_MONTHLY, PADDLE_PRICE_YEARLY } = env;
  if (
    !PADDLE_API_KEY ||
    !PADDLE_WEBHOOK_SECRET ||
    !PADDLE_CLIENT_TOKEN ||
    !PADDLE_PRICE_MONTHLY ||
    !PADDLE_PRICE_YEARLY
  ) {
    return null;
  }
  return {
    apiKey: PADDLE_API_KEY,
    webhookSecret: PADDLE_WEBHOOK_SECRET,
    clientToken: PADDLE_CLIENT_TOKEN,
    priceMonthly: PADDLE_PRICE_MONTHLY,
    priceYearly: PADDLE_PRICE_YEARLY,
    priceTest: env.PADDLE_PRICE_TEST ?? PADDLE_PRICE_MONTHLY,
    environment: env.PADDLE_ENVIRONMENT,
    apiUrl: (env.PADDLE_API_URL ?? PADDLE_API_URLS[env.PADDLE_ENVIRONMENT]).replace(/\/$/, ""),
  };
}

export function missingPaddleSettings(env: PaddleEnv): string[] {
  return REQUIRED_PADDLE_SETTINGS.filter((name) => !env[name]);
}
