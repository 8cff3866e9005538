// A live screenplay shared by its owner with two editors, made over HTTP on a running server and
// straight in its database: the people sign up through the mailed link, the owner writes a first
// text, the editors' rows are written as accepted invitations would leave them, and the
// screenplay is made live. For the live resilience tests and the live benchmark.
import crypto from "node:crypto";
import { makeLive } from "#server/domain/live/make-live.ts";
import type { Db } from "#server/db/client.ts";
import { movieCollaborators } from "#server/db/schema/index.ts";
import { signUpThroughMail } from "./mailed-sign-up.ts";

export type LivePersonSession = { name: string; token: string; userId: string; email: string };

export type Fetcher = (
  path: string,
  init?: { method?: string; json?: unknown; token?: string },
) => Promise<Response>;

// A fetch against one server, signed in by bearer token when given, from the app's own origin
// (the server's address unless given).
export function fetcherFor(baseUrl: string, origin = baseUrl): Fetcher {
  return (path, init = {}) => {
    const headers = new Headers({ origin });
    if (init.token) headers.set("authorization", `Bearer ${init.token}`);
    if (init.json !== undefined) headers.set("content-type", "application/json");
    return fetch(`${baseUrl}${path}`, {
      method: init.method ?? "GET",
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal: AbortSignal.timeout(60_000),
    });
  };
}

export async function signUpPerson(call: Fetcher, name: string): Promise<LivePersonSession> {
  const email = `live-${crypto.randomUUID()}@example.com`;
  const response = await signUpThroughMail((path, init) => call(path, init), {
    email,
    password: "correct horse battery",
    name,
  });
  if (response.status !== 200)
    throw new Error(`sign-up of ${name} answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  const token = response.headers.get("set-auth-token");
  if (!token) throw new Error(`sign-up of ${name} gave no bearer token`);
  return { name, token, userId: body.user.id, email };
}

export async function createLiveMovie(
  call: Fetcher,
  db: Db,
  options: { owner: LivePersonSession; editors: LivePersonSession[]; fountain: string },
): Promise<{ movieId: string }> {
  const created = await call("/api/movies", {
    method: "POST",
    token: options.owner.token,
    json: { title: "Written together" },
  });
  if (created.status !== 201)
    throw new Error(`creating the movie answered ${created.status}: ${await created.text()}`);
  const { id: movieId } = (await created.json()) as { id: string };
  const saved = await call(`/api/movies/${movieId}/screenplay`, {
    method: "PUT",
    token: options.owner.token,
    json: { fountain: options.fountain, version: 0 },
  });
  if (saved.status !== 200)
    throw new Error(`saving the first text answered ${saved.status}: ${await saved.text()}`);
  await db.transaction(async (tx) => {
    const now = new Date();
    if (options.editors.length > 0)
      await tx.insert(movieCollaborators).values(
        options.editors.map((editor) => ({
          movieId,
          userId: options.owner.userId,
          memberId: editor.userId,
          email: editor.email,
          role: "editor" as const,
          tokenHash: null,
          expiresAt: new Date(now.getTime() + 14 * 86_400_000),
          acceptedAt: now,
        })),
      );
    await makeLive(tx, movieId);
  });
  return { movieId };
}
