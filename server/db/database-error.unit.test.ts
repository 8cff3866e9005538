import { describe, expect, it } from "vitest";
import { appErrorFromDatabase, isDatabaseAway } from "./database-error.ts";

const withCode = (code: string, cause?: unknown) =>
  Object.assign(new Error(code), { code }, cause ? { cause } : {});

describe("isDatabaseAway", () => {
  it("knows the driver's, the socket's and PostgreSQL's codes for a database that is away", () => {
    for (const code of ["ECONNREFUSED", "CONNECTION_CLOSED", "57P01", "57P03", "08006"]) {
      expect(isDatabaseAway(withCode(code)), code).toBe(true);
    }
  });

  it("finds them under Better Auth's and Drizzle's wrappers", () => {
    const driver = withCode("ECONNREFUSED");
    const drizzle = Object.assign(new Error("Failed query: select 1"), { cause: driver });
    const betterAuth = Object.assign(new Error("Failed to get session"), { cause: drizzle });
    expect(isDatabaseAway(betterAuth)).toBe(true);
  });

  it("leaves errors caused by the request (and bugs) alone", () => {
    expect(isDatabaseAway(withCode("23505"))).toBe(false);
    expect(isDatabaseAway(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseAway(null)).toBe(false);
    // A refused value is still the request's fault, answered 4xx.
    expect(appErrorFromDatabase(withCode("22001"))?.status).toBe(400);
    expect(appErrorFromDatabase(withCode("57P01"))).toBeUndefined();
  });
});
