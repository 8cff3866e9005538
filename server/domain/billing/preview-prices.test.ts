import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakePaddle, type FakePaddle } from "#tests/fakes/fake-paddle.ts";
import { createPaddleApi } from "#server/providers/paddle/paddle-api.ts";
import { paddleConfigOf } from "#server/providers/paddle/paddle-settings.ts";
import { createPricePreviews } from "./preview-prices.ts";

// /pricing's prices come from Paddle's price preview through the official SDK, here against the
// loopback fake that answers in Paddle's shapes.
describe("Lifescript Pro's prices from Paddle's price preview", () => {
  let paddle: FakePaddle;
  const warnings: string[] = [];
  const logger = { warn: (_: object, message: string) => void warnings.push(message) };
  const settings = () =>
    paddleConfigOf({
      PADDLE_API_KEY: paddle.apiKey,
      PADDLE_WEBHOOK_SECRET: "pdl_ntfset_preview",
      PADDLE_CLIENT_TOKEN: "test_preview",
      PADDLE_PRICE_MONTHLY: "pri_preview_month",
      PADDLE_PRICE_YEARLY: "pri_preview_year",
      PADDLE_ENVIRONMENT: "sandbox",
      PADDLE_API_URL: paddle.url,
    })!;

  beforeAll(async () => {
    paddle = await startFakePaddle();
    paddle.addPrice("pri_preview_month", "month", 900);
    paddle.addPrice("pri_preview_year", "year", 9000);
  });
  afterAll(() => paddle.close());

  it("shows each visitor the prices in their currency with their tax, asked once per country", async () => {
    const config = settings();
    const pricesFor = createPricePreviews({ api: createPaddleApi(config), config, logger });
    expect(await pricesFor("DE")).toEqual({
      month: "€9.85",
      year: "€98.53",
      currencyCode: "EUR",
    });
    expect(await pricesFor("GB")).toEqual({ month: "£8.53", year: "£85.32", currencyCode: "GBP" });
    expect(await pricesFor(null)).toEqual({ month: "$9.00", year: "$90.00", currencyCode: "USD" });
    const asked = paddle.pricePreviews.length;
    await pricesFor("DE");
    expect(paddle.pricePreviews.length).toBe(asked);
    expect(paddle.pricePreviews[0]).toEqual({
      countryCode: "DE",
      priceIds: ["pri_preview_month", "pri_preview_year"],
    });
  });

  it("falls back to the base currency where Paddle does not sell", async () => {
    const config = settings();
    const pricesFor = createPricePreviews({ api: createPaddleApi(config), config, logger });
    expect(await pricesFor("RU")).toEqual({ month: "$9.00", year: "$90.00", currencyCode: "USD" });
  });

  it("gives no prices, and says why in the log, when Paddle cannot answer", async () => {
    const config = { ...settings(), priceYearly: "pri_not_in_catalogue" };
    let clock = 0;
    const pricesFor = createPricePreviews({
      api: createPaddleApi(config),
      config,
      logger,
      now: () => clock,
    });
    expect(await pricesFor("FR")).toBeNull();
    expect(warnings.at(-1)).toMatch(/price preview failed/);
    const asked = paddle.pricePreviews.length;
    expect(await pricesFor("FR")).toBeNull();
    expect(paddle.pricePreviews.length).toBe(asked);
    // A failure is kept a minute, not the quarter hour of an answer.
    clock += 61_000;
    await pricesFor("FR");
    expect(paddle.pricePreviews.length).toBe(asked + 1);
  });
});
