import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consumeLimit } from "#server/limits/consume-limit.ts";
import { limitRules } from "#server/limits/limit-rules.ts";
import {
  createTestApp,
  type ErrorBody,
  type Session,
  type TestApp,
} from "#tests/factories/test-app.ts";
import { anchorOn, commentHelpers } from "#tests/support/share-comments.ts";

// One proxy in front (TRUST_PROXY=1), so in-process requests can play any client address. Each
// test gets its own IPv6 /64.
const freshAddress = () =>
  `2001:db8:${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}::1`;

describe("limits on readers' comments", () => {
  let t: TestApp;
  let writer: Session;
  let h: ReturnType<typeof commentHelpers>;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: "true", TRUST_PROXY: "1" });
    writer = await t.signUp({ name: "Elena Marques" });
    h = commentHelpers(t);
  });
  afterAll(() => t.close());

  const send = (token: string, address: string, i: number) =>
    h.postComment(
      token,
      { name: "Tomás", body: `Comment ${i}`, sceneIndex: 0 },
      { "x-forwarded-for": address },
    );

  it("takes 10 a minute from one address, then answers 429 with Retry-After", async () => {
    const { movieId, link } = await h.sharedMovie(writer);
    const address = freshAddress();
    const max = limitRules.shareCommentFromAddress.max;
    const statuses: number[] = [];
    for (let i = 0; i < max; i++) statuses.push((await send(link.token, address, i)).status);
    expect(statuses).toEqual(Array(max).fill(201));
    const refused = await send(link.token, address, max);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = (await refused.json()) as ErrorBody;
    expect(body.error).toMatchObject({
      code: "rate_limited",
      message: limitRules.shareCommentFromAddress.message,
    });
    expect(await h.writerComments(writer, movieId)).toHaveLength(max);
    // Another reader is not held up.
    expect((await send(link.token, freshAddress(), 0)).status).toBe(201);
  });

  it("takes 200 an hour on one link whatever the addresses, then answers 429", async () => {
    const { link } = await h.sharedMovie(writer);
    const other = await h.sharedMovie(writer);
    const { db } = t.services.database;
    // The hour's count so far, as 200 readers' comments would have left it.
    for (let i = 0; i < limitRules.shareCommentOnLink.max; i++) {
      await consumeLimit(db, limitRules.shareCommentOnLink, link.id);
    }
    const refused = await send(link.token, freshAddress(), 0);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(((await refused.json()) as ErrorBody).error.message).toBe(
      limitRules.shareCommentOnLink.message,
    );
    // The writer's other link is not held up.
    expect((await send(other.link.token, freshAddress(), 0)).status).toBe(201);
  });

  it("takes 20 comments and replies a minute from one person in the app, then answers 429", async () => {
    const { movieId } = await h.sharedMovie(writer);
    const other = await t.signUp({ name: "Someone Else" });
    const { db } = t.services.database;
    const max = limitRules.commentInApp.max;
    // The minute's count so far, as comments in the app would have left it.
    for (let i = 0; i < max - 1; i++) {
      await consumeLimit(db, limitRules.commentInApp, writer.userId);
    }
    const anchor = anchorOn("ROSA", 4);
    const comment = (who: Session) =>
      t.request(`/api/movies/${movieId}/comments`, {
        method: "POST",
        as: who,
        json: { body: "One more note.", anchor },
      });
    const last = await comment(writer);
    expect(last.status).toBe(201);
    const { id } = (await last.json()) as { id: string };
    const reply = await t.request(`/api/movies/${movieId}/comments/${id}/replies`, {
      method: "POST",
      as: writer,
      json: { body: "And another." },
    });
    expect(reply.status).toBe(429);
    const refused = await comment(writer);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as ErrorBody).error.message).toBe(
      limitRules.commentInApp.message,
    );
    // Counted per person: someone else's count is their own (here: no access, so 404).
    expect((await comment(other)).status).toBe(404);
  });
});
