import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Session, type TestApp } from "../tests/factories/test-app.ts";
import { appErrorFromDatabase } from "./db/database-error.ts";
import { movies } from "./db/schema/index.ts";
import { createLogger } from "./logger.ts";

// Logs never hold what people wrote nor tokens (docs/ARCHITECTURE.md, Stack). A database error is where
// both used to leak: Drizzle's message carries the query's parameters and PostgreSQL's detail
// quotes the refused value. Logged through the app's own logger configuration here.
describe("error logs hold no query parameters, user text or tokens", () => {
  let t: TestApp;
  let alice: Session;
  const lines: string[] = [];
  const log = createLogger(
    "info",
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
  );

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp();
  });
  afterAll(() => t.close());

  it("logs a failed insert as its code and query, without the values", async () => {
    const secret = "my grandmother's secret recipe";
    let caught: unknown;
    try {
      await t.services.database.db
        .insert(movies)
        .values({ userId: alice.userId, title: `${secret}\u0000`, lastEditedBy: alice.token });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(Error);
    // What Drizzle itself puts in the message: the parameters, story text and token included.
    expect((caught as Error).message).toContain(secret);

    log.error({ err: caught }, "unhandled error");
    const logged = lines.join("");
    expect(logged).toContain("22021");
    expect(logged).toContain("insert into");
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain(alice.token);
    expect(logged).not.toContain(alice.userId);
  });

  it("maps the same error to a 400 for the client", async () => {
    let caught: unknown;
    await t.services.database.db
      .insert(movies)
      .values({ userId: alice.userId, title: "a\u0000b" })
      .catch((error: unknown) => {
        caught = error;
      });
    const mapped = appErrorFromDatabase(caught);
    expect(mapped?.status).toBe(400);
    expect(mapped?.toBody().error.message).toContain("NUL");
  });
});
