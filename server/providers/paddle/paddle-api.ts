import { Environment, LogLevel, Paddle, type CountryCode } from "@paddle/paddle-node-sdk";
import type { PaddleConfig } from "./paddle-settings.ts";

// Paddle's API as Lifescript uses it, through the official SDK. The SDK takes a base address in
// place of an environment name, which is how tests point it at a loopback fake.
export type PaddleApi = {
  // An authenticated link to Paddle's customer portal for this customer (cancel, change card).
  createPortalSession: (customerId: string, subscriptionIds: string[]) => Promise<string>;
  // A cheap authenticated call (the event types list), for the operators' API check: the HTTP
  // status Paddle answered with and its error code, if any.
  ping: () => Promise<{ status: number; code: string | null }>;
  // Paddle's price preview (POST /pricing-preview): each price as checkout would charge it in the
  // country given (its currency, with its tax), formatted by Paddle ("€9.99"). Without a country,
  // the prices' base currency.
  previewPrices: (priceIds: string[], countryCode: string | null) => Promise<PreviewedPrice[]>;
};

export type PreviewedPrice = {
  priceId: string;
  currencyCode: string;
  // What the visitor pays per period, tax included where Paddle adds it: Paddle's own formatting.
  total: string;
  interval: string | null;
};

export class PaddleApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

export function createPaddleApi(config: PaddleConfig): PaddleApi {
  const paddle = new Paddle(config.apiKey, {
    environment: config.apiUrl as unknown as Environment,
    logLevel: LogLevel.none,
  });
  const wrap = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw toPaddleApiError(error);
    }
  };
  return {
    createPortalSession: (customerId, subscriptionIds) =>
      wrap(async () => {
        const session = await paddle.customerPortalSessions.create(customerId, subscriptionIds);
        return session.urls.general.overview;
      }),
    // Straight over fetch: the SDK's errors do not carry the HTTP status the check shows.
    ping: () =>
      wrap(async () => {
        const response = await fetch(`${config.apiUrl}/event-types`, {
          headers: { Authorization: `Bearer ${config.apiKey}` },
          signal: AbortSignal.timeout(10_000),
        });
        const body = (await response.json().catch(() => null)) as {
          error?: { code?: string };
        } | null;
        return { status: response.status, code: body?.error?.code ?? null };
      }),
    previewPrices: (priceIds, countryCode) =>
      wrap(async () => {
        const preview = await paddle.pricingPreview.preview({
          items: priceIds.map((priceId) => ({ priceId, quantity: 1 })),
          ...(countryCode ? { address: { countryCode: countryCode as CountryCode } } : {}),
        });
        return preview.details.lineItems.map((line) => ({
          priceId: line.price.id,
          currencyCode: preview.currencyCode,
          total: line.formattedTotals.total,
          interval: line.price.billingCycle?.interval ?? null,
        }));
      }),
  };
}

// The SDK throws Paddle's error body ({ type, code, detail }) as an Error; a network failure is a
// TypeError from fetch.
function toPaddleApiError(error: unknown): PaddleApiError {
  if (error instanceof PaddleApiError) return error;
  const shaped = error as { code?: unknown; detail?: unknown; message?: unknown };
  const code = typeof shaped.code === "string" ? shaped.code : null;
  const detail = typeof shaped.detail === "string" ? shaped.detail : null;
  if (code)
    return new PaddleApiError(`Paddle answered ${code}${detail ? `: ${detail}` : ""}`, null);
  const message = error instanceof Error ? error.message : String(error);
  return new PaddleApiError(`Paddle could not be reached (${message})`, null);
}
