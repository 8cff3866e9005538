import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

// A loopback stand-in for Paddle Billing's API (https://sandbox-api.paddle.com), answering in
// Paddle's shapes: `{ data, meta: { request_id } }`, errors as `{ error: { type, code, detail } }`.
// It knows the customers a test registers, and remembers every portal session it made (and for
// which customer), so a test can tell the right customer's portal was opened.
export type FakePaddle = {
  url: string;
  apiKey: string;
  addCustomer: (customerId: string) => void;
  portalSessions: Array<{ customerId: string; subscriptionIds: string[] }>;
  close: () => Promise<void>;
};

const requestId = () => crypto.randomUUID();

export async function startFakePaddle(
  options: { apiKey?: string; port?: number } = {},
): Promise<FakePaddle> {
  const apiKey = options.apiKey ?? "pdl_sdbx_apikey_fake";
  const customers = new Set<string>();
  const portalSessions: FakePaddle["portalSessions"] = [];

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
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    addCustomer: (id) => customers.add(id),
    portalSessions,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
