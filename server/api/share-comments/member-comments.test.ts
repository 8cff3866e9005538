import { eq } from "drizzle-orm";
// The app first: it loads @hono/zod-openapi before any contract is built.
import {
  createTestApp,
  type ErrorBody,
  type Session,
  type TestApp,
} from "#tests/factories/test-app.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MovieRole } from "#contracts/collaboration.ts";
import type { MovieComment, SharedComment } from "#contracts/share-comments.ts";
import { mailOutbox, shareComments } from "#server/db/schema/index.ts";
import { sendCommentDigests } from "#server/domain/comment-digest/send-comment-digests.ts";
import { logger } from "#server/logger.ts";
import { collaboratorHelpers } from "#tests/support/collaborators.ts";
import { anchorOn, commentHelpers, SCRIPT } from "#tests/support/share-comments.ts";

type Who = MovieRole | "stranger";

// Comments made in the app by the owner and the people the movie is shared with, beside the
// readers' comments of a share link, walked by role.
describe("comments in the app by the people writing a movie", () => {
  let t: TestApp;
  let h: ReturnType<typeof commentHelpers>;
  let c: ReturnType<typeof collaboratorHelpers>;
  const people = {} as Record<Who, Session>;

  beforeAll(async () => {
    t = await createTestApp();
    h = commentHelpers(t);
    c = collaboratorHelpers(t);
    people.owner = await t.signUp({ name: "Elena Marques" });
    people.editor = await t.signUp({ name: "  Ed Editor " });
    people.commenter = await t.signUp({ name: "Cora Commenter" });
    people.viewer = await t.signUp({ name: "Vic Viewer" });
    people.stranger = await t.signUp({ name: "Sam Stranger" });
  });
  afterAll(() => t.close());

  // A movie with SCRIPT, a share link readers comment on, and the three roles joined.
  const sharedMovie = async () => {
    const { movieId, link } = await h.sharedMovie(people.owner, "everyone");
    for (const role of ["editor", "commenter", "viewer"] as const) {
      await c.join(people.owner, movieId, people[role], role);
    }
    return { movieId, link };
  };
  const post = (who: Who, movieId: string, json: unknown) =>
    t.request(`/api/movies/${movieId}/comments`, { method: "POST", as: people[who], json });
  const posted = async (who: Who, movieId: string, body: string, quote = "the blue suitcase") => {
    const response = await post(who, movieId, { body, anchor: anchorOn(quote, 2) });
    expect(response.status).toBe(201);
    return (await response.json()) as MovieComment;
  };
  const list = async (who: Who, movieId: string) => {
    const response = await t.request(`/api/movies/${movieId}/comments`, { as: people[who] });
    expect(response.status, who).toBe(200);
    return ((await response.json()) as { comments: MovieComment[] }).comments;
  };
  const reply = (who: Who, movieId: string, id: string, body: string) =>
    t.request(`/api/movies/${movieId}/comments/${id}/replies`, {
      method: "POST",
      as: people[who],
      json: { body },
    });
  const setStatus = (who: Who, movieId: string, id: string, status: string) =>
    t.request(`/api/movies/${movieId}/comments/${id}`, {
      method: "PATCH",
      as: people[who],
      json: { status },
    });
  const remove = (who: Who, movieId: string, id: string) =>
    t.request(`/api/movies/${movieId}/comments/${id}`, { method: "DELETE", as: people[who] });
  const readerComment = async (token: string, body: string) => {
    const response = await h.postComment(token, {
      name: "Tomás",
      body,
      anchor: anchorOn("every Sunday", 5),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as SharedComment;
  };
  const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).error;

  it("takes a comment from the owner, an editor and a commenter, placed on its words' line", async () => {
    const { movieId } = await sharedMovie();
    const mine = await posted("editor", movieId, "Should she hesitate here?");
    expect(mine).toMatchObject({
      kind: "comment",
      name: "Ed Editor",
      fromWriter: false,
      body: "Should she hesitate here?",
      anchor: { quote: "the blue suitcase", line: 2 },
      parentId: null,
      shareLinkId: null,
      linkState: null,
      status: "open",
      blocked: false,
      mine: true,
    });
    // The row goes with the owner's account and says who wrote it.
    const [row] = await t.services.database.db
      .select()
      .from(shareComments)
      .where(eq(shareComments.id, mine.id));
    expect(row).toMatchObject({
      userId: people.owner.userId,
      authorId: people.editor.userId,
      shareLinkId: null,
    });

    // A line the client got wrong is put right by the words and their context.
    const commenter = await post("commenter", movieId, {
      body: "I love this line.",
      anchor: { ...anchorOn("every Sunday", 5), line: 0 },
    });
    expect(commenter.status).toBe(201);
    expect(await commenter.json()).toMatchObject({
      name: "Cora Commenter",
      fromWriter: false,
      anchor: { quote: "every Sunday", line: 5 },
    });
    const owner = await posted("owner", movieId, "Note to self: the colour matters.");
    expect(owner).toMatchObject({ name: "Elena Marques", fromWriter: true, mine: true });
  });

  it("refuses a viewer with read_only, a stranger with 404, and says what is missing", async () => {
    const { movieId } = await sharedMovie();
    const viewer = await post("viewer", movieId, { body: "Hi", anchor: anchorOn("ROSA", 4) });
    expect(viewer.status).toBe(403);
    expect((await errorOf(viewer)).code).toBe("read_only");
    const stranger = await post("stranger", movieId, { body: "Hi", anchor: anchorOn("ROSA", 4) });
    expect(stranger.status).toBe(404);
    const empty = await post("editor", movieId, { body: "  ", anchor: anchorOn("ROSA", 4) });
    expect(empty.status).toBe(400);
    const noAnchor = await post("editor", movieId, { body: "Where?" });
    expect(noAnchor.status).toBe(400);
    expect(await list("owner", movieId)).toEqual([]);
  });

  it("keeps words not found in the text as given, on a line the text has", async () => {
    const { movieId } = await sharedMovie();
    const gone = { quote: "a red umbrella", prefix: "", suffix: "", line: 9 };
    const kept = await post("commenter", movieId, { body: "Where did it go?", anchor: gone });
    expect(kept.status).toBe(201);
    expect(((await kept.json()) as MovieComment).anchor).toEqual(gone);
  });

  it("shows collaborators the app's threads only, never what readers said through a link", async () => {
    const { movieId, link } = await sharedMovie();
    const reader = await readerComment(link.token, "I cried here.");
    const editors = await posted("editor", movieId, "Tighten this?");
    const owners = await posted("owner", movieId, "Maybe red.");
    const answer = await reply("owner", movieId, reader.id, "Thank you, Tomás.");
    expect(answer.status).toBe(201);

    const all = await list("owner", movieId);
    expect(all.map((x) => [x.body, x.shareLinkId, x.linkState, x.mine])).toEqual([
      ["I cried here.", link.id, "active", false],
      ["Tighten this?", null, null, false],
      ["Maybe red.", null, null, true],
      ["Thank you, Tomás.", link.id, "active", true],
    ]);
    for (const who of ["editor", "commenter", "viewer"] as const) {
      const seen = await list(who, movieId);
      expect(seen.map((x) => x.id)).toEqual([editors.id, owners.id]);
      expect(seen.map((x) => x.mine)).toEqual([who === "editor", false]);
    }
    const stranger = await t.request(`/api/movies/${movieId}/comments`, { as: people.stranger });
    expect(stranger.status).toBe(404);
    // Readers never see the app's threads either.
    expect((await h.readerComments(link.token)).comments.map((x) => x.body)).toEqual([
      "I cried here.",
      "Thank you, Tomás.",
    ]);
    // A name blocked on the link blocks only that link's comments.
    const blocked = await h.patchLink(people.owner, link.id, { blockedNames: ["Ed Editor"] });
    expect(blocked.status).toBe(200);
    expect((await list("owner", movieId)).find((x) => x.id === editors.id)?.blocked).toBe(false);
  });

  it("places the app's comments again after the screenplay changes", async () => {
    const { movieId } = await sharedMovie();
    const before = await posted("commenter", movieId, "Lovely.", "every Sunday");
    expect(before.anchor?.line).toBe(5);
    await h.saveScript(people.owner, movieId, `INT. HALL - DAY\n\nRain.\n\n${SCRIPT}`);
    for (const who of ["commenter", "owner"] as const) {
      const [after] = await list(who, movieId);
      expect(after?.anchor).toMatchObject({ quote: "every Sunday", line: 9 });
    }
  });

  it("lets the people writing answer the app's threads, and only the owner a reader's", async () => {
    const { movieId, link } = await sharedMovie();
    const reader = await readerComment(link.token, "Why Sunday?");
    const thread = await posted("editor", movieId, "Is this too long?");

    const answer = await reply("commenter", movieId, thread.id, "A little.");
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({
      name: "Cora Commenter",
      fromWriter: false,
      parentId: thread.id,
      shareLinkId: null,
      linkState: null,
      mine: true,
    });
    const owners = await reply("owner", movieId, thread.id, "I'll cut it.");
    expect(await owners.json()).toMatchObject({
      fromWriter: true,
      parentId: thread.id,
      shareLinkId: null,
      mine: true,
    });
    for (const who of ["editor", "commenter"] as const) {
      expect((await reply(who, movieId, reader.id, "Hello")).status, who).toBe(404);
    }
    const viewer = await reply("viewer", movieId, thread.id, "Me too");
    expect(viewer.status).toBe(403);
    expect((await errorOf(viewer)).code).toBe("read_only");
    expect((await reply("stranger", movieId, thread.id, "Me too")).status).toBe(404);
    // Nobody else's reply reached the reader's thread, and readers never see the app's thread.
    expect((await h.readerComments(link.token)).comments.map((x) => x.body)).toEqual([
      "Why Sunday?",
    ]);
    expect(
      (await list("editor", movieId)).map((x) => [x.body, x.parentId, x.fromWriter, x.mine]),
    ).toEqual([
      ["Is this too long?", null, false, true],
      ["A little.", thread.id, false, false],
      ["I'll cut it.", thread.id, true, false],
    ]);
  });

  it("lets a commenter or editor resolve the app's threads, and only the owner a reader's", async () => {
    const { movieId, link } = await sharedMovie();
    const reader = await readerComment(link.token, "Lovely.");
    const thread = await posted("owner", movieId, "Check the date.");

    const resolved = await setStatus("commenter", movieId, thread.id, "resolved");
    expect(resolved.status).toBe(200);
    expect(await resolved.json()).toMatchObject({ status: "resolved", mine: false });
    const reopened = await setStatus("editor", movieId, thread.id, "open");
    expect(((await reopened.json()) as MovieComment).status).toBe("open");
    for (const who of ["editor", "commenter"] as const) {
      expect((await setStatus(who, movieId, reader.id, "resolved")).status, who).toBe(404);
    }
    const viewer = await setStatus("viewer", movieId, thread.id, "resolved");
    expect(viewer.status).toBe(403);
    expect((await errorOf(viewer)).code).toBe("read_only");
    expect((await setStatus("stranger", movieId, thread.id, "resolved")).status).toBe(404);
    expect((await setStatus("owner", movieId, reader.id, "resolved")).status).toBe(200);
  });

  it("lets each person delete only their own comments, and the owner any", async () => {
    const { movieId, link } = await sharedMovie();
    const reader = await readerComment(link.token, "Nice.");
    const owners = await posted("owner", movieId, "Owner's thought.");
    const editors = await posted("editor", movieId, "Editor's thought.");
    const commenters = await posted("commenter", movieId, "Commenter's thought.");

    for (const who of ["editor", "viewer"] as const) {
      const refused = await remove(who, movieId, commenters.id);
      expect(refused.status, who).toBe(403);
      expect((await errorOf(refused)).message).toBe("You can delete only your own comments.");
    }
    expect((await remove("commenter", movieId, reader.id)).status).toBe(404);
    expect((await remove("stranger", movieId, commenters.id)).status).toBe(404);

    // A thread others answered stays, with their replies.
    const answer = await reply("owner", movieId, commenters.id, "Good point.");
    expect(answer.status).toBe(201);
    const kept = await remove("commenter", movieId, commenters.id);
    expect(kept.status).toBe(403);
    expect((await errorOf(kept)).message).toContain("Resolve it instead");
    // Their own reply, and their own thread no one answered, go.
    const ownReply = (await (
      await reply("commenter", movieId, owners.id, "Agreed.")
    ).json()) as MovieComment;
    expect((await remove("commenter", movieId, ownReply.id)).status).toBe(204);
    expect((await remove("editor", movieId, editors.id)).status).toBe(204);
    // The owner deletes anyone's, a reader's too.
    expect((await remove("owner", movieId, commenters.id)).status).toBe(204);
    expect((await remove("owner", movieId, reader.id)).status).toBe(204);
    expect((await list("owner", movieId)).map((x) => x.id)).toEqual([owners.id]);
  });

  it("puts collaborators' comments in the owner's daily mail, not the owner's own", async () => {
    const { movieId } = await sharedMovie();
    await posted("commenter", movieId, "The harbour scene is my favourite.");
    await posted("owner", movieId, "Remember to check the harbour.");
    await sendCommentDigests({
      db: t.services.database.db,
      mailer: t.services.mailer,
      logger,
      baseUrl: t.services.env.baseUrl,
    });
    const mails = await t.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, people.owner.email));
    const digest = mails.find((m) => m.text.includes("The harbour scene is my favourite."));
    expect(digest?.text).toContain("Cora Commenter");
    expect(digest?.text).not.toContain("Remember to check the harbour.");
  });

  it("keeps a collaborator's comments with their name after their account is deleted", async () => {
    const leaving = await t.signUp({ name: "Lia Leaving", password: "a long leaving password" });
    const { movieId } = await h.sharedMovie(people.owner);
    await c.join(people.owner, movieId, leaving, "commenter");
    const response = await t.request(`/api/movies/${movieId}/comments`, {
      method: "POST",
      as: leaving,
      json: { body: "Goodbye, and keep writing.", anchor: anchorOn("ROSA", 4) },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as MovieComment;
    const deleted = await t.request("/api/account", {
      method: "DELETE",
      as: leaving,
      json: { confirm: "DELETE", password: "a long leaving password" },
    });
    expect(deleted.status).toBeLessThan(300);
    const [row] = await t.services.database.db
      .select()
      .from(shareComments)
      .where(eq(shareComments.id, id));
    expect(row).toMatchObject({ authorId: null, authorName: "Lia Leaving" });
    expect((await list("owner", movieId)).map((x) => [x.body, x.name, x.mine])).toEqual([
      ["Goodbye, and keep writing.", "Lia Leaving", false],
    ]);
  });
});
