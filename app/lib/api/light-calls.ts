import { apiErrorFrom, parseBody } from "./errors";
import type { paths } from "./schema";
import { send } from "./send";

// Typed JSON calls without openapi-fetch, for the code that must stay a few kilobytes: the
// consent store, which the landing page's island runs before any of the app's script is loaded
// (scripts/prerender/landing-island.ts), and the public site's footer and analytics, whose pages
// have a 150 KB script budget. Paths, bodies and answers are typed from the same
// schema as `apiClient`; requests go through the same `send`, failures become the same ApiError.

type JsonOf<T> = T extends { content: { "application/json": infer J } } ? J : never;
type Operation<P extends keyof paths, M extends "get" | "post"> = NonNullable<paths[P][M]>;
type RequestJson<P extends keyof paths> =
  Operation<P, "post"> extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;
type AnswerJson<P extends keyof paths, M extends "get" | "post"> =
  Operation<P, M> extends { responses: { 200: infer R } } ? JsonOf<R> : never;

async function answer<T>(response: Response): Promise<T> {
  const body = await parseBody(response);
  if (!response.ok) throw apiErrorFrom(response, body);
  return body as T;
}

export async function getJson<P extends keyof paths>(
  path: P,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AnswerJson<P, "get">> {
  return answer(await send(path, { method: "GET", signal }));
}

export async function postJson<P extends keyof paths>(
  path: P,
  body: RequestJson<P>,
): Promise<void> {
  const response = await send(path, {
    method: "POST",
    body: JSON.stringify(body),
    contentType: "application/json",
  });
  if (!response.ok) throw apiErrorFrom(response, await parseBody(response));
}
