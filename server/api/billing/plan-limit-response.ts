import { errorResponse } from "../openapi.ts";

// The OpenAPI entry of a route that counts against a plan limit (contracts/plans.ts).
export const planLimitResponse = (what: string) =>
  errorResponse(
    `plan_limit: ${what} would pass the plan's limit; details { limit, used, max, upgradeUrl }`,
  );
