import { createRoute, z } from "@hono/zod-openapi";
import { consentChoiceSchema, contactSchema, requiresConsent } from "#contracts/contact.ts";
import type { Deps } from "#server/context.ts";
import { saveConsentChoice } from "#server/domain/site/save-consent-choice.ts";
import { submitContactMessage } from "#server/domain/site/submit-contact-message.ts";
import { limitRules } from "#server/limits/limit-rules.ts";
import { clientAddress } from "#server/http/client-address.ts";
import { visitorCountry } from "#server/geo/visitor-country.ts";
import { createRouter } from "#server/http/http.ts";
import { addressSubject, enforceLimit } from "#server/http/rate-limit.ts";
import { errorResponse, jsonBody, jsonResponse } from "../openapi.ts";

const contactRoute = createRoute({
  method: "post",
  path: "/api/contact/submit",
  tags: ["site"],
  summary: "Send a message to the team (stored, and mailed by SMTP or to the outbox)",
  request: { body: jsonBody(contactSchema.openapi("ContactMessage")) },
  responses: {
    200: jsonResponse(z.object({ success: z.literal(true) }), "Received"),
    400: errorResponse("A field is invalid: the message says which and how"),
    429: errorResponse(
      "Too many messages from this address in the last hour (Retry-After says when to retry)",
    ),
  },
});

const geoRoute = createRoute({
  method: "get",
  path: "/api/geo",
  tags: ["site"],
  summary:
    "The visitor's country (a trusted CDN header, else the bundled IP-to-country database) and whether consent is required",
  responses: {
    200: jsonResponse(
      z.object({ countryCode: z.string().nullable(), requiresConsent: z.boolean() }),
      "Unknown country means consent is required",
    ),
  },
});

const consentRoute = createRoute({
  method: "post",
  path: "/api/consent-choices",
  tags: ["site"],
  summary: "Store a device's cookie-consent choice",
  request: { body: jsonBody(consentChoiceSchema.openapi("ConsentChoice")) },
  responses: {
    204: { description: "Stored" },
    400: errorResponse("Invalid payload"),
    429: errorResponse(
      "Too many choices from this address in the last minute (Retry-After says when to retry)",
    ),
  },
});

export function siteRouter(deps: Deps) {
  const router = createRouter();
  const { db } = deps.database;

  router.openapi(contactRoute, async (c) => {
    const input = c.req.valid("json");
    await enforceLimit(deps, limitRules.contact, addressSubject(c, deps));
    await submitContactMessage(db, deps.mailer, {
      ...input,
      clientAddress: clientAddress(c, deps.env.TRUST_PROXY),
      teamAddress: deps.env.SUPPORT_EMAIL,
    });
    return c.json({ success: true as const }, 200);
  });

  router.openapi(geoRoute, (c) => {
    const header = deps.env.GEO_COUNTRY_HEADER;
    const { countryCode } = visitorCountry(
      header ? c.req.header(header) : undefined,
      clientAddress(c, deps.env.TRUST_PROXY),
    );
    c.header("Cache-Control", "private, no-store");
    return c.json({ countryCode, requiresConsent: requiresConsent(countryCode) }, 200);
  });

  router.openapi(consentRoute, async (c) => {
    const body = c.req.valid("json");
    await enforceLimit(deps, limitRules.consent, addressSubject(c, deps));
    await saveConsentChoice(db, {
      deviceId: body.deviceId,
      analytics: body.analytics,
      advertising: body.advertising,
      timestamp: body.timestamp ?? Date.now(),
      userId: c.get("user")?.id ?? null,
    });
    return c.body(null, 204);
  });

  return router;
}
