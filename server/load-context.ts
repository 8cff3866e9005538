import type { SharedScreenplay } from "../contracts/screenplay.ts";
import type { Deps } from "./context.ts";
import type { NotFoundEvent } from "./domain/site/record-not-found.ts";
import { getSharedScreenplay } from "./domain/sharing/get-shared-screenplay.ts";
import { AppError } from "./errors.ts";

// What React Router loaders receive from the Node server as their `context`. Loaders read through
// these functions (the domain, in this process), never over HTTP from the server itself: an
// address built from the request's Host header would let a client point the server anywhere.
export type PageLoadContext = {
  recordNotFound: (event: NotFoundEvent) => Promise<void>;
  // The live shared screenplay behind a token; null for unknown, revoked and expired links.
  getSharedScreenplay: (token: string) => Promise<SharedScreenplay | null>;
  // The app's public address (BASE_URL), for links in pages; never the request's Host.
  baseUrl: string;
  // This page's Content-Security-Policy nonce (server/main.ts); unset while prerendering.
  cspNonce?: string;
};

declare module "react-router" {
  interface AppLoadContext extends PageLoadContext {}
}

// The part of the context that is the same for every request (server/main.ts adds the rest).
export function createPageLoadContext({
  database: { db },
  env,
}: Deps): Omit<PageLoadContext, "recordNotFound"> {
  return {
    getSharedScreenplay: async (token) => {
      try {
        return await getSharedScreenplay(db, token, env.baseUrl);
      } catch (error) {
        if (error instanceof AppError && error.code === "not_found") return null;
        throw error;
      }
    },
    baseUrl: env.baseUrl,
  };
}
