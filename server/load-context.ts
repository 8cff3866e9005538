import type { PlanServices, PricingOffer } from "../contracts/plans.ts";
import type { SharedScreenplay } from "../contracts/screenplay.ts";
import type { Deps } from "./context.ts";
import type { NotFoundEvent } from "./domain/site/record-not-found.ts";
import { createPricePreviews } from "./domain/billing/preview-prices.ts";
import { getSharedScreenplay } from "./domain/sharing/get-shared-screenplay.ts";
import { isOperator } from "./domain/system/is-operator.ts";
import { isIntegrationOn } from "./domain/system/list-integrations.ts";
import { AppError } from "./errors.ts";
import { createPaddleApi } from "./providers/paddle/paddle-api.ts";
import { paddleConfigOf } from "./providers/paddle/paddle-settings.ts";

// What React Router loaders receive from the Node server as their `context`. Loaders read through
// these functions (the domain, in this process), never over HTTP from the server itself: an
// address built from the request's Host header would let a client point the server anywhere.
export type PageLoadContext = {
  recordNotFound: (event: NotFoundEvent) => Promise<void>;
  // The live shared screenplay behind a token; null for unknown, revoked and expired links.
  getSharedScreenplay: (token: string) => Promise<SharedScreenplay | null>;
  // Whether the request's session belongs to an operator (ADMIN_EMAILS, verified): the operators'
  // pages answer everyone else with the 404 page, status 404.
  isOperator: (request: Request) => Promise<boolean>;
  // What /pricing offers this visitor (payments on or off; Pro's prices in their currency).
  pricing: () => Promise<PricingOffer>;
  // The optional services the plans' words depend on, as /api/config reports them: /pricing
  // lists no GIFs and no voice dictation on a server without them.
  planServices: PlanServices;
  // The app's public address (BASE_URL), for links in pages; never the request's Host.
  baseUrl: string;
  // This page's Content-Security-Policy nonce (server/main.ts); unset while prerendering.
  cspNonce?: string;
};

declare module "react-router" {
  interface AppLoadContext extends PageLoadContext {}
}

// The part of the context that is the same for every request (server/main.ts adds the rest:
// what depends on the request's address, such as the visitor's country for `pricing`).
export function createPageLoadContext({ database: { db }, env, auth, logger }: Deps): Omit<
  PageLoadContext,
  "recordNotFound" | "pricing"
> & {
  pricingFor: (countryCode: string | null) => Promise<PricingOffer>;
} {
  const paddle = paddleConfigOf(env);
  const pricesFor = paddle
    ? createPricePreviews({ api: createPaddleApi(paddle), config: paddle, logger })
    : null;
  return {
    pricingFor: async (countryCode) =>
      pricesFor ? { payments: true, prices: await pricesFor(countryCode) } : { payments: false },
    isOperator: async (request) => {
      if (env.ADMIN_EMAILS.length === 0) return false;
      const found = await auth.api.getSession({ headers: request.headers }).catch(() => null);
      return isOperator(env.ADMIN_EMAILS, found?.user ?? null);
    },
    getSharedScreenplay: async (token) => {
      try {
        return await getSharedScreenplay(db, token, env.baseUrl);
      } catch (error) {
        if (error instanceof AppError && error.code === "not_found") return null;
        throw error;
      }
    },
    planServices: {
      gifs: isIntegrationOn(env, "giphy"),
      voice: isIntegrationOn(env, "transcription"),
    },
    baseUrl: env.baseUrl,
  };
}
