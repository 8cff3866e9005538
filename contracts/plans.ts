// The plans of Lifescript: the one place that says what each plan includes and where its limits
// are. /pricing, the subscription page and the server's checks all read this file, so a change
// here changes all three. No zod: the prerendered /pricing page imports it.
import { countOf } from "./plural.ts";
import { formatBytes } from "./format-bytes.ts";
import type { PublicConfig } from "./system.ts";

export const LIMIT_KEYS = ["movies", "mediaBytes", "voiceSeconds"] as const;
export type LimitKey = (typeof LIMIT_KEYS)[number];

// null: no limit.
export type PlanLimits = Record<LimitKey, number | null>;

export type PlanId = "free" | "pro";

// The optional services a plan's words can depend on, with the flags /api/config sends (GIPHY for
// GIFs, a speech-to-text service for voice dictation). A server without one offers none of it.
export type PlanServices = Pick<PublicConfig, "gifs" | "voice">;

// One line of what a plan includes. A line that names an optional service says `needs`, and what
// it reads without that service (`otherwise`), or nothing at all when `otherwise` is absent.
export type PlanFeatureLine = {
  text: string;
  needs?: keyof PlanServices;
  otherwise?: string;
};

export type Plan = {
  id: PlanId;
  name: string;
  tagline: string;
  limits: PlanLimits;
  // What the plan includes, in the words /pricing shows (planFeatures picks them per server).
  features: readonly PlanFeatureLine[];
};

const GB = 1024 * 1024 * 1024;

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: "free",
    name: "Free",
    tagline: "Everything you need for your first three movies.",
    limits: { movies: 3, mediaBytes: 1 * GB, voiceSeconds: 10 * 60 },
    features: [
      {
        text: "Capture scenes with photos, videos, GIFs and quotes",
        needs: "gifs",
        otherwise: "Capture scenes with photos, videos and quotes",
      },
      { text: "Develop a movie into a formatted screenplay" },
      { text: "PDF and Fountain export" },
      { text: "Share links to your screenplay" },
    ],
  },
  pro: {
    id: "pro",
    name: "Lifescript Pro",
    tagline: "For a whole life of stories.",
    limits: { movies: null, mediaBytes: 50 * GB, voiceSeconds: 300 * 60 },
    features: [
      { text: "Everything in Free" },
      { text: "Final Draft (FDX) export" },
      { text: "Share links that expire when you choose" },
    ],
  },
};

// What each limit counts, for people: "3 movies", "1 GB of photos and videos", ...
export const LIMIT_LABELS: Record<LimitKey, { name: string; unit: string }> = {
  movies: { name: "Movies", unit: "movies" },
  mediaBytes: { name: "Photos and videos", unit: "storage" },
  voiceSeconds: { name: "Voice dictation this month", unit: "minutes" },
};

// Which limits a plan lists on this server: voice minutes only where there is voice dictation.
export function planLimitKeys(services: PlanServices): LimitKey[] {
  return LIMIT_KEYS.filter((key) => key !== "voiceSeconds" || services.voice);
}

// The lines a plan lists on this server, each in the words that fit what the server offers.
export function planFeatures(plan: Plan, services: PlanServices): string[] {
  return plan.features.flatMap((line) => {
    if (!line.needs || services[line.needs]) return [line.text];
    return line.otherwise ? [line.otherwise] : [];
  });
}

export type BillingInterval = "month" | "year";

// What /pricing offers this visitor: nothing to buy where payments are off; where they are on,
// Lifescript Pro's prices as Paddle would charge them in the visitor's country and currency (null
// when Paddle could not say just now: checkout still shows them).
export type PricingOffer =
  | { payments: false }
  | { payments: true; prices: { month: string; year: string; currencyCode: string } | null };

export function formatLimitValue(key: LimitKey, value: number): string {
  if (key === "movies") return countOf(value, "movie", "movies");
  if (key === "voiceSeconds") return countOf(Math.floor(value / 60), "minute", "minutes");
  return formatBytes(value);
}

// "3 movies", "Unlimited movies", "50 GB of photos and videos", "300 minutes of voice a month".
export function describeLimit(key: LimitKey, value: number | null): string {
  if (key === "movies") return value === null ? "Unlimited movies" : formatLimitValue(key, value);
  if (key === "mediaBytes") {
    return value === null
      ? "Unlimited photos and videos"
      : `${formatBytes(value)} of photos and videos`;
  }
  return value === null
    ? "Unlimited voice dictation"
    : `${formatLimitValue(key, value)} of voice dictation a month`;
}

// What only Lifescript Pro can do (when payments are set up). Things already made stay usable:
// a share link with an expiry made earlier keeps working after Pro ends.
export const PLAN_FEATURES = ["fdxExport", "expiringShareLinks"] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export const FEATURE_LABELS: Record<PlanFeature, string> = {
  fdxExport: "Final Draft (FDX) export",
  expiringShareLinks: "Share links that expire",
};

// The words a Free user reads when they try a Pro feature, in the API's 402 and in the app.
export function planFeatureMessage(feature: PlanFeature, upgradeUrl: string): string {
  return `${FEATURE_LABELS[feature]}: part of ${PLANS.pro.name}. Upgrade on the Subscription page (${upgradeUrl}).`;
}
