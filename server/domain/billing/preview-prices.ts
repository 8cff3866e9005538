import type { PricingOffer } from "#contracts/plans.ts";
import { PaddleApiError, type PaddleApi } from "#server/providers/paddle/paddle-api.ts";
import type { PaddleConfig } from "#server/providers/paddle/paddle-settings.ts";

// Lifescript Pro's prices for /pricing, from Paddle's price preview: in the visitor's currency
// with their country's tax, as checkout will charge them. One answer per country is kept for a
// while (prices change rarely; every page view must not be a call to Paddle), and a slow or
// failing Paddle costs the page its prices, never the page itself.

const KEEP_MS = 15 * 60_000;
const KEEP_FAILURE_MS = 60_000;
const WAIT_MS = 3000;

type Prices = Extract<PricingOffer, { payments: true }>["prices"];
type Kept = { at: number; keepMs: number; prices: Promise<Prices> };

export function createPricePreviews(options: {
  api: PaddleApi;
  config: Pick<PaddleConfig, "priceMonthly" | "priceYearly">;
  logger: { warn: (details: object, message: string) => void };
  now?: () => number;
}) {
  const { api, config, logger } = options;
  const now = options.now ?? Date.now;
  const kept = new Map<string, Kept>();

  async function ask(countryCode: string | null): Promise<Prices> {
    const ids = [config.priceMonthly, config.priceYearly];
    let lines;
    try {
      lines = await api.previewPrices(ids, countryCode);
    } catch (error) {
      // A country Paddle does not sell in: the prices in their base currency.
      if (!countryCode || !(error instanceof PaddleApiError) || !/country/i.test(error.message)) {
        throw error;
      }
      lines = await api.previewPrices(ids, null);
    }
    const month = lines.find((l) => l.priceId === config.priceMonthly);
    const year = lines.find((l) => l.priceId === config.priceYearly);
    if (!month || !year) throw new Error("Paddle's preview left out a price of Lifescript Pro");
    return { month: month.total, year: year.total, currencyCode: month.currencyCode };
  }

  return async function pricesFor(countryCode: string | null): Promise<Prices> {
    const key = countryCode ?? "";
    const found = kept.get(key);
    if (found && now() - found.at < found.keepMs) return found.prices;
    const entry: Kept = { at: now(), keepMs: KEEP_MS, prices: Promise.resolve(null) };
    entry.prices = ask(countryCode).catch((error: unknown) => {
      entry.keepMs = KEEP_FAILURE_MS;
      logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        "Paddle's price preview failed: /pricing shows no prices for now",
      );
      return null;
    });
    kept.set(key, entry);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), WAIT_MS);
    });
    try {
      return await Promise.race([entry.prices, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
