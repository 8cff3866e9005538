import { errorResponse } from "./openapi.ts";

// The OpenAPI entry of a route that counts against a plan limit (contracts/plans.ts).
export const planLimitResponse = (what: string) =>
  errorResponse(
    `plan_limit: ${what} would pass the plan's limit; details { limit, used, max, upgradeUrl }`,
  );

// The OpenAPI entry of a route (or an option of one) only Lifescript Pro has.
export const planFeatureResponse = (what: string) =>
  errorResponse(
    `plan_limit: ${what} is part of Lifescript Pro and this account is on Free (only when payments are set up); details { feature, upgradeUrl }`,
  );
