import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MovieComment, SharedComment } from "#contracts/share-comments.ts";
import {
  createTestApp,
  type ErrorBody,
  type Session,
  type TestApp,
} from "#tests/factories/test-app.ts";
import { anchorOn, commentHelpers, SCRIPT } from "#tests/support/share-comments.ts";

describe("the writer's comments", () => {
  let t: TestApp;
  let writer: Session;
  let stranger: Session;
  let h: ReturnType<typeof commentHelpers>;

  beforeAll(async () => {
    t = await createTestApp();
    writer = await t.signUp({ name: "Elena Marques" });
    stranger = await t.signUp({ name: "Someone Else" });
    h = commentHelpers(t);
  });
  afterAll(() => t.close());

  const comment = async (token: string, json: unknown) => {
    const response = await h.postComment(token, json);
    expect(response.status).toBe(201);
    return (await response.json()) as SharedComment;
  };
  const reply = (who: Session, movieId: string, id: string, body: string) =>
    t.request(`/api/movies/${movieId}/comments/${id}/replies`, {
      method: "POST",
      as: who,
      json: { body },
    });
  const setStatus = (who: Session, movieId: string, id: string, status: string) =>
    t.request(`/api/movies/${movieId}/comments/${id}`, {
      method: "PATCH",
      as: who,
      json: { status },
    });
  const remove = (who: Session, movieId: string, id: string) =>
    t.request(`/api/movies/${movieId}/comments/${id}`, { method: "DELETE", as: who });

  it("replies under the writer's name, resolves and deletes a thread with its replies", async () => {
    const { movieId, link } = await h.sharedMovie(writer, "everyone");
    const first = await comment(link.token, {
      name: "Tomás",
      body: "Was it really blue?",
      anchor: anchorOn("the blue suitcase", 2),
    });
    const heart = await comment(link.token, { name: "Ana", reaction: "heart", sceneIndex: 1 });
    expect(heart).toMatchObject({ kind: "reaction", reaction: "heart", sceneIndex: 1, body: null });

    const answered = await reply(writer, movieId, first.id, "Blue as the sea, Tomás.");
    expect(answered.status).toBe(201);
    const answer = (await answered.json()) as MovieComment;
    expect(answer).toMatchObject({
      kind: "comment",
      name: "Elena Marques",
      fromWriter: true,
      parentId: first.id,
      shareLinkId: link.id,
      status: "open",
    });
    // Readers of an "everyone" link see the writer's answer in the thread, and may reply too.
    const readerReply = await comment(link.token, {
      name: "Tomás",
      body: "Thank you!",
      parentId: answer.id,
    });
    expect(readerReply.parentId).toBe(first.id);
    expect((await h.readerComments(link.token)).comments.map((c) => c.id)).toEqual([
      first.id,
      heart.id,
      answer.id,
      readerReply.id,
    ]);

    const resolved = await setStatus(writer, movieId, first.id, "resolved");
    expect(resolved.status).toBe(200);
    expect(await resolved.json()).toMatchObject({ id: first.id, status: "resolved" });
    const reopened = await setStatus(writer, movieId, first.id, "open");
    expect(await reopened.json()).toMatchObject({ status: "open" });
    const wrong = await setStatus(writer, movieId, first.id, "done");
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as ErrorBody).error.message).toContain(
      'status must be "open" or "resolved"',
    );

    expect((await reply(writer, movieId, heart.id, "Thanks")).status).toBe(400);

    expect((await remove(writer, movieId, first.id)).status).toBe(204);
    expect((await h.writerComments(writer, movieId)).map((c) => c.id)).toEqual([heart.id]);
    expect((await remove(writer, movieId, first.id)).status).toBe(404);
  });

  it("gives back a comment holding HTML as the same plain text", async () => {
    const { movieId, link } = await h.sharedMovie(writer, "everyone");
    const body = '<script>alert("hi")</script> <b>bold</b> & https://example.com';
    const posted = await comment(link.token, {
      name: "<img src=x onerror=alert(1)>",
      body,
      sceneIndex: 0,
    });
    expect(posted.body).toBe(body);
    const [seen] = (await h.readerComments(link.token)).comments;
    expect(seen).toMatchObject({ body, name: "<img src=x onerror=alert(1)>" });
    const [listed] = await h.writerComments(writer, movieId);
    expect(listed?.body).toBe(body);
  });

  it("hides a revoked link's comments from readers while the writer keeps them, marked", async () => {
    const { movieId, link } = await h.sharedMovie(writer, "everyone");
    const kept = await comment(link.token, { name: "Ana", body: "Beautiful", sceneIndex: 0 });
    expect(
      (await t.request(`/api/share-links/${link.id}`, { method: "DELETE", as: writer })).status,
    ).toBe(204);

    const gone = [
      await t.request(`/api/share/${link.token}/comments`),
      await h.postComment(link.token, { name: "Ana", body: "Again", sceneIndex: 0 }),
      await h.postComment(link.token, { name: "Ana", reaction: "tears", sceneIndex: 0 }),
      await h.postComment(link.token, { name: "Ana", body: "Re", parentId: kept.id }),
    ];
    for (const response of gone) {
      expect(response.status).toBe(404);
      expect(((await response.json()) as ErrorBody).error.message).toBe(
        "Shared screenplay not found",
      );
    }
    expect(await h.writerComments(writer, movieId)).toEqual([
      expect.objectContaining({ id: kept.id, linkState: "revoked" }),
    ]);
    // The writer may still answer and resolve it.
    expect((await setStatus(writer, movieId, kept.id, "resolved")).status).toBe(200);
  });

  it("answers 404 to another account on every writer endpoint", async () => {
    const { movieId, link } = await h.sharedMovie(writer);
    const theirs = await comment(link.token, { name: "Ana", body: "Private", sceneIndex: 0 });
    const mine = await t.createMovie(stranger);
    const attempts = [
      await t.request(`/api/movies/${movieId}/comments`, { as: stranger }),
      await reply(stranger, movieId, theirs.id, "Hijack"),
      await setStatus(stranger, movieId, theirs.id, "resolved"),
      await remove(stranger, movieId, theirs.id),
      // Their own movie id with the writer's comment id does not reach it either.
      await reply(stranger, mine.id, theirs.id, "Hijack"),
      await setStatus(stranger, mine.id, theirs.id, "resolved"),
      await remove(stranger, mine.id, theirs.id),
      await h.patchLink(stranger, link.id, { comments: "off" }),
    ];
    expect(attempts.map((r) => r.status)).toEqual(Array(attempts.length).fill(404));
    expect(await h.writerComments(writer, movieId)).toEqual([
      expect.objectContaining({ id: theirs.id, status: "open", body: "Private" }),
    ]);
    expect((await t.request(`/api/movies/${movieId}/comments`)).status).toBe(401);
  });

  it("changes who may comment and blocks names on one link", async () => {
    const { movieId, link } = await h.sharedMovie(writer);
    const other = await h.sharedMovie(writer);
    const everyone = await h.patchLink(writer, link.id, { comments: "everyone" });
    expect(everyone.status).toBe(200);
    expect(await everyone.json()).toMatchObject({ id: link.id, comments: "everyone" });
    await comment(link.token, { name: "Ana", body: "On this link", sceneIndex: 0 });
    await comment(other.link.token, { name: "Bea", body: "On the other", sceneIndex: 0 });
    // Readers see their link's comments only.
    expect((await h.readerComments(link.token)).comments.map((c) => c.body)).toEqual([
      "On this link",
    ]);
    // A reader may not reply to a thread of another link.
    const [otherThread] = await h.writerComments(writer, other.movieId);
    const crossed = await h.postComment(link.token, {
      name: "Ana",
      body: "Hi",
      parentId: otherThread?.id,
    });
    expect(crossed.status).toBe(404);
    // Nor reply at all where only the writer sees the threads.
    const [ownThread] = await h.writerComments(writer, movieId);
    const hidden = await h.postComment(other.link.token, {
      name: "Bea",
      body: "Hi",
      parentId: otherThread?.id,
    });
    expect(hidden.status).toBe(403);
    expect(ownThread?.body).toBe("On this link");

    const blocked = await h.patchLink(writer, link.id, {
      blockedNames: ["  Troll ", "troll", "Spammer"],
    });
    expect(await blocked.json()).toMatchObject({ blockedNames: ["Troll", "Spammer"] });
    const refused = await h.postComment(link.token, { name: " TROLL", body: "Boo", sceneIndex: 0 });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorBody).error.code).toBe("name_blocked");
    // Still welcome on the other link.
    expect(
      (await h.postComment(other.link.token, { name: "Troll", body: "Hi", sceneIndex: 0 })).status,
    ).toBe(201);

    await comment(link.token, { name: "Carla", body: "Before", sceneIndex: 0 });
    await h.patchLink(writer, link.id, { blockedNames: ["Troll", "Carla"] });
    const marked = await h.writerComments(writer, movieId);
    expect(marked.map((c) => [c.name, c.blocked])).toEqual([
      ["Ana", false],
      ["Carla", true],
    ]);
    // Readers no longer see what a blocked name wrote.
    expect((await h.readerComments(link.token)).comments.map((c) => c.name)).toEqual(["Ana"]);

    expect((await h.patchLink(writer, link.id, { comments: "off" })).status).toBe(200);
    const off = await h.postComment(link.token, { name: "Ana", reaction: "heart", sceneIndex: 0 });
    expect(off.status).toBe(403);
    expect(((await off.json()) as ErrorBody).error.code).toBe("comments_off");
    expect(await h.readerComments(link.token)).toEqual({ mode: "off", comments: [] });

    const invalid = await h.patchLink(writer, link.id, { comments: "all" });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as ErrorBody).error.message).toContain(
      'comments must be "off", "writer-only" or "everyone"',
    );
  });

  it("answers a filled honeypot like a success and keeps nothing", async () => {
    const { movieId, link } = await h.sharedMovie(writer, "everyone");
    const response = await h.postComment(link.token, {
      name: "Bot",
      body: "Buy now",
      sceneIndex: 0,
      honeypot: "https://spam.example",
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ name: "Bot", body: "Buy now" });
    expect(await h.writerComments(writer, movieId)).toEqual([]);
    expect((await h.readerComments(link.token)).comments).toEqual([]);
  });

  it("keeps a comment on its line after the writer inserts lines above it", async () => {
    const { movieId, link } = await h.sharedMovie(writer, "everyone");
    const posted = await comment(link.token, {
      name: "Tomás",
      body: "The horn!",
      anchor: anchorOn("horn sounds twice", 9),
    });
    expect(posted.anchor?.line).toBe(9);
    const inserted = SCRIPT.replace(
      "Rosa packs the blue suitcase by the window.",
      "Rosa packs the blue suitcase by the window.\n\nShe folds Papa's letter.\n\nShe cries.",
    );
    await h.saveScript(writer, movieId, inserted);
    const [moved] = await h.writerComments(writer, movieId);
    expect(moved?.anchor).toMatchObject({ quote: "horn sounds twice", line: 13 });
    expect(inserted.split("\n")[13]).toContain("horn sounds twice");
    expect((await h.readerComments(link.token)).comments[0]?.anchor?.line).toBe(13);

    // Words the writer deleted: the comment keeps its quote, on no line.
    await h.saveScript(
      writer,
      movieId,
      inserted.replace("The ship's horn sounds twice.", "Gulls."),
    );
    const [lost] = await h.writerComments(writer, movieId);
    expect(lost?.anchor).toMatchObject({ quote: "horn sounds twice", line: null });
  });
});
