import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

// A loopback stand-in for Paddle Billing's API (https://sandbox-api.paddle.com), answering in
// Paddle's shapes: `{ data, meta: { request_id } }`, errors as `{ error: { type, code, detail } }`.
// It knows the customers a test registers, and remembers every portal session it made (and for
// which customer), so a test can tell the right customer's portal was opened. Its price preview
// (POST /pricing-preview) localizes the prices a test registers as Paddle does: the currency and
// tax of the country in `address`, the base currency (USD) without one.
export type FakePaddle = {
  url: string;
  apiKey: string;
  addCustomer: (customerId: string) => void;
  portalSessions: Array<{ customerId: string; subscriptionIds: string[] }>;
  // A catalogue price: its billing period and its amount in US cents.
  addPrice: (priceId: string, interval: "month" | "year", usdCents: number) => void;
  // Every price preview asked for: the country (null without an address) and the prices.
  pricePreviews: Array<{ countryCode: string | null; priceIds: string[] }>;
  close: () => Promise<void>;
};

// The currencies and tax rates the fake localizes to (Paddle's own tables are larger); countries
// Paddle does not sell in are refused as it refuses them.
const LOCAL: Record<string, { currency: string; rate: number; tax: number }> = {
  GB: { currency: "GBP", rate: 0.79, tax: 0.2 },
  DE: { currency: "EUR", rate: 0.92, tax: 0.19 },
  FR: { currency: "EUR", rate: 0.92, tax: 0.2 },
  NL: { currency: "EUR", rate: 0.92, tax: 0.21 },
  ES: { currency: "EUR", rate: 0.92, tax: 0.21 },
  IT: { currency: "EUR", rate: 0.92, tax: 0.22 },
  JP: { currency: "JPY", rate: 1.5, tax: 0.1 },
};
const NOT_SOLD = new Set(["RU", "BY", "CU", "IR", "KP", "SY"]);

// Paddle's totals are strings in the currency's lowest denomination; formatted ones carry the
// symbol and separators.
function totals(cents: number, tax: number, currency: string) {
  const taxCents = Math.round(cents * tax);
  const format = (n: number) =>
    new Intl.NumberFormat("en-US", { style: "currency", currency }).format(
      currency === "JPY" ? n : n / 100,
    );
  return {
    raw: {
      subtotal: String(cents),
      discount: "0",
      tax: String(taxCents),
      total: String(cents + taxCents),
    },
    formatted: {
      subtotal: format(cents),
      discount: format(0),
      tax: format(taxCents),
      total: format(cents + taxCents),
    },
  };
}

const requestId = () => crypto.randomUUID();

export async function startFakePaddle(
  options: { apiKey?: string; port?: number } = {},
): Promise<FakePaddle> {
  const apiKey = options.apiKey ?? "pdl_sdbx_apikey_fake";
  const customers = new Set<string>();
  const portalSessions: FakePaddle["portalSessions"] = [];
  const prices = new Map<string, { interval: "month" | "year"; usdCents: number }>();
  const pricePreviews: FakePaddle["pricePreviews"] = [];

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.statusCode = status;
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, status: number, code: string, detail: string) =>
    send(res, status, {
      error: {
        type: "request_error",
        code,
        detail,
        documentation_url: "https://developer.paddle.com",
      },
      meta: { request_id: requestId() },
    });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const auth = req.headers.authorization ?? "";
      if (!/^bearer /i.test(auth)) {
        return error(res, 401, "authentication_missing", "Authentication header missing");
      }
      if (auth.slice(7) !== apiKey) {
        return error(res, 403, "forbidden", "You aren't permitted to perform this request.");
      }
      const path = (req.url ?? "").split("?")[0] ?? "";
      if (req.method === "GET" && path === "/event-types") {
        return send(res, 200, {
          data: [
            {
              name: "subscription.created",
              description: "Occurs when a subscription is created.",
              group: "Subscription",
              available_versions: [1],
            },
          ],
          meta: { request_id: requestId() },
        });
      }
      if (req.method === "POST" && path === "/pricing-preview") {
        return pricingPreview(res, JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}"));
      }
      const portal = /^\/customers\/([^/]+)\/portal-sessions$/.exec(path);
      if (req.method === "POST" && portal) {
        const customerId = decodeURIComponent(portal[1] ?? "");
        if (!customers.has(customerId)) {
          return error(res, 404, "entity_not_found", `Customer ${customerId} not found`);
        }
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as {
          subscription_ids?: string[];
        };
        const subscriptionIds = body.subscription_ids ?? [];
        portalSessions.push({ customerId, subscriptionIds });
        const token = crypto.randomBytes(12).toString("hex");
        return send(res, 201, {
          data: {
            id: `cpls_${token}`,
            customer_id: customerId,
            urls: {
              general: {
                overview: `https://sandbox-customer-portal.paddle.com/cpl_fake?action=overview&token=${token}&customer=${customerId}`,
              },
              subscriptions: subscriptionIds.map((id) => ({
                id,
                cancel_subscription: `https://sandbox-customer-portal.paddle.com/cpl_fake?action=cancel&subscription_id=${id}&token=${token}`,
                update_subscription_payment_method: `https://sandbox-customer-portal.paddle.com/cpl_fake?action=update&subscription_id=${id}&token=${token}`,
              })),
            },
            created_at: new Date().toISOString(),
          },
          meta: { request_id: requestId() },
        });
      }
      return error(res, 404, "not_found", `No route ${req.method} ${path} in the fake`);
    });
  });
  // POST /pricing-preview: the request and response of Paddle's "Preview prices" operation.
  function pricingPreview(
    res: http.ServerResponse,
    body: {
      items?: Array<{ price_id?: string; quantity?: number }>;
      address?: { country_code?: string; postal_code?: string | null } | null;
      customer_ip_address?: string | null;
      currency_code?: string | null;
    },
  ) {
    const items = body.items ?? [];
    if (items.length === 0) {
      return error(res, 400, "invalid_field", "items: must have at least 1 item");
    }
    const countryCode = body.address?.country_code ?? null;
    pricePreviews.push({ countryCode, priceIds: items.map((i) => i.price_id ?? "") });
    if (countryCode && NOT_SOLD.has(countryCode)) {
      return error(
        res,
        400,
        "invalid_field",
        `address.country_code: ${countryCode} is not a supported country`,
      );
    }
    const local = (countryCode && LOCAL[countryCode]) || { currency: "USD", rate: 1, tax: 0 };
    const lines = [];
    for (const item of items) {
      const price = prices.get(item.price_id ?? "");
      if (!price) {
        return error(res, 404, "entity_not_found", `Price ${item.price_id} not found`);
      }
      const quantity = item.quantity ?? 1;
      const unit = Math.round(price.usdCents * local.rate);
      const one = totals(unit, local.tax, local.currency);
      const all = totals(unit * quantity, local.tax, local.currency);
      const created = "2025-01-06T10:00:00.000000Z";
      lines.push({
        price: {
          id: item.price_id,
          product_id: "pro_01fakelifescriptpro",
          description: price.interval === "month" ? "Monthly" : "Yearly",
          type: "standard",
          name: price.interval === "month" ? "Lifescript Pro monthly" : "Lifescript Pro yearly",
          billing_cycle: { interval: price.interval, frequency: 1 },
          trial_period: null,
          tax_mode: "account_setting",
          unit_price: { amount: String(price.usdCents), currency_code: "USD" },
          unit_price_overrides: [],
          custom_data: null,
          status: "active",
          quantity: { minimum: 1, maximum: 1 },
          import_meta: null,
          created_at: created,
          updated_at: created,
        },
        quantity,
        tax_rate: String(local.tax),
        unit_totals: one.raw,
        formatted_unit_totals: one.formatted,
        totals: all.raw,
        formatted_totals: all.formatted,
        product: {
          id: "pro_01fakelifescriptpro",
          name: "Lifescript Pro",
          type: "standard",
          tax_category: "standard",
          description: "For a whole life of stories.",
          image_url: null,
          custom_data: null,
          status: "active",
          import_meta: null,
          created_at: created,
          updated_at: created,
        },
        discounts: [],
      });
    }
    return send(res, 200, {
      data: {
        customer_id: null,
        address_id: null,
        business_id: null,
        currency_code: local.currency,
        discount_id: null,
        address: countryCode
          ? { postal_code: body.address?.postal_code ?? null, country_code: countryCode }
          : null,
        customer_ip_address: body.customer_ip_address ?? null,
        items: items.map((i) => ({ price_id: i.price_id, quantity: i.quantity ?? 1 })),
        details: { line_items: lines },
        available_payment_methods: ["apple_pay", "card", "google_pay", "paypal"],
      },
      meta: { request_id: requestId() },
    });
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    addCustomer: (id) => customers.add(id),
    portalSessions,
    addPrice: (id, interval, usdCents) => prices.set(id, { interval, usdCents }),
    pricePreviews,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
