import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeCodes } from "#contracts/live-protocol.ts";
import { movieCollaborators, session } from "#server/db/schema/index.ts";
import { makeLive } from "#server/domain/live/make-live.ts";
import {
  BASE,
  cookieFrom,
  createTestApp,
  type Session,
  type TestApp,
} from "#tests/factories/test-app.ts";
import { connectLive, type LiveClient } from "#tests/support/live-client.ts";
import { ACCESS_SWEEP_MS } from "./relay.ts";

// A live socket lives no longer than the session it opened with.
describe("live sockets of an ended session", () => {
  let t: TestApp;
  let url: string;
  let closeServer: () => Promise<void>;
  let owner: Session;
  let movieId: string;
  const open: LiveClient[] = [];

  const editorSignedIn = async (name: string) => {
    const person = await t.signUp({ name });
    await t.services.database.db.insert(movieCollaborators).values({
      movieId,
      userId: owner.userId,
      memberId: person.userId,
      email: person.email,
      role: "editor",
      expiresAt: new Date(Date.now() + 86_400_000),
      acceptedAt: new Date(),
    });
    const client = await connectLive(url, movieId, { token: person.token, origin: BASE });
    open.push(client);
    await client.synced();
    return { person, client };
  };
  const closedWithin = async (client: LiveClient, ms: number) => {
    const started = Date.now();
    const { code } = await client.closed();
    return { code, ms: Date.now() - started, within: Date.now() - started <= ms };
  };

  beforeAll(async () => {
    t = await createTestApp({}, { live: true });
    ({ url, close: closeServer } = await t.listen());
    owner = await t.signUp({ name: "Olive Owner" });
    ({ id: movieId } = await t.createMovie(owner));
    await makeLive(t.services.database.db, movieId);
  });

  afterAll(async () => {
    for (const client of open) await client.close().catch(() => undefined);
    await closeServer();
    await t.close();
  });

  it("closes a socket with 4401 within a second of its session's sign-out", async () => {
    const { person, client } = await editorSignedIn("Sam Signout");
    const closing = closedWithin(client, 1000);
    const out = await t.request("/api/auth/sign-out", { method: "POST", as: person, json: {} });
    expect(out.status).toBe(200);
    const closed = await closing;
    expect(closed.code).toBe(closeCodes.sessionEnded);
    expect(closed.within).toBe(true);
    expect(client.notices.at(-1)?.code).toBe("session_ended");
  });

  it("closes a socket with 4401 when the person signs out everywhere else", async () => {
    const { person, client } = await editorSignedIn("Dee Device");
    const signedIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: person.email, password: "correct horse battery" },
    });
    expect(signedIn.status).toBe(200);
    const elsewhere = { ...person, cookie: cookieFrom(signedIn) };
    const closing = closedWithin(client, 1000);
    const out = await t.request("/api/account/sessions/sign-out-others", {
      method: "POST",
      as: elsewhere,
      json: {},
    });
    expect(await out.json()).toEqual({ signedOut: 1 });
    const closed = await closing;
    expect(closed.code).toBe(closeCodes.sessionEnded);
    expect(closed.within).toBe(true);
  });

  it(
    "the sweep closes a socket whose session row was deleted behind the app's back",
    async () => {
      const { person, client } = await editorSignedIn("Rowan Removed");
      const closing = closedWithin(client, ACCESS_SWEEP_MS + 1000);
      await t.services.database.db.delete(session).where(eq(session.userId, person.userId));
      const closed = await closing;
      expect(closed.code).toBe(closeCodes.sessionEnded);
      expect(closed.within).toBe(true);
    },
    ACCESS_SWEEP_MS + 5000,
  );
});
