import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Session, type TestApp } from "#tests/factories/test-app.ts";

// Every auth route takes a JSON object: `null` (which reached Better Auth's hooks and answered 500
// on update-user), a list, a number or a string answers 400 with a message, signed in or not.
const ROUTES = [
  "/sign-up/email",
  "/sign-in/email",
  "/sign-in/anonymous",
  "/sign-out",
  "/update-user",
  "/change-password",
  "/change-email",
  "/request-password-reset",
  "/reset-password",
  "/send-verification-email",
  "/two-factor/enable",
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/delete-user",
  "/revoke-sessions",
];

describe("auth routes refuse bodies that are not objects", () => {
  let t: TestApp;
  let alice: Session;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp();
  });
  afterAll(() => t.close());

  it.each(ROUTES)("POST /api/auth%s", async (route) => {
    for (const body of ["null", "[]", "1", '"text"', "{not json"]) {
      for (const as of [alice, null]) {
        const response = await t.request(`/api/auth${route}`, {
          method: "POST",
          as,
          body,
          headers: { "content-type": "application/json" },
        });
        expect(response.status, `${body} ${as ? "signed in" : "signed out"}`).toBe(400);
        expect(((await response.json()) as { message: string }).message).toMatch(/JSON object/);
      }
    }
    // The session still works: nothing was changed by any of them.
    expect((await t.request("/api/movies", { as: alice })).status).toBe(200);
  });
});
