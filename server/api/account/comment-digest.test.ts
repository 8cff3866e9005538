import { randomUUID } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CommentDigestSetting } from "#contracts/share-comments.ts";
import { COMMENT_DIGEST_SETTING_LABEL } from "#contracts/comment-digest.ts";
import {
  cookieFrom,
  createTestApp,
  type Session,
  type TestApp,
} from "#tests/factories/test-app.ts";
import { jobs, mailOutbox, shareComments, shareLinks } from "#server/db/schema/index.ts";
import {
  COMMENT_DIGEST_JOB,
  sendCommentDigests,
} from "#server/domain/comment-digest/send-comment-digests.ts";
import { logger } from "#server/logger.ts";

describe("the daily mail of new comments", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.services.database.db;
  const runDigest = (now = new Date()) =>
    sendCommentDigests(
      { db: db(), mailer: t.services.mailer, logger, baseUrl: t.services.env.baseUrl },
      now,
    );
  // The digests mailed to a writer, newest first (their sign-up mail is in the outbox too).
  const mailsTo = async (who: Session) =>
    (
      await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, who.email))
        .orderBy(desc(mailOutbox.createdAt))
    ).filter((mail) => mail.text.includes(COMMENT_DIGEST_SETTING_LABEL));

  // A writer with a movie shared by a link on which readers may comment.
  async function writerWithSharedMovie(title: string) {
    const writer = await t.signUp({ name: "Rose Alvarez" });
    const movie = await t.createMovie(writer, title);
    const [link] = await db()
      .insert(shareLinks)
      .values({
        token: randomUUID(),
        movieId: movie.id,
        userId: writer.userId,
        comments: "writer-only",
      })
      .returning({ id: shareLinks.id });
    return { writer, movieId: movie.id, linkId: link!.id };
  }

  // What a reader leaves through the link (the reader API writes these rows).
  async function readerSays(
    shared: { writer: Session; movieId: string; linkId: string },
    values: Partial<typeof shareComments.$inferInsert>,
  ) {
    const [row] = await db()
      .insert(shareComments)
      .values({
        userId: shared.writer.userId,
        movieId: shared.movieId,
        shareLinkId: shared.linkId,
        kind: "comment",
        authorName: "Leo",
        ...values,
      })
      .returning({ id: shareComments.id });
    return row!.id;
  }

  it("is queued to run once a day from the server's start", async () => {
    const queued = await db()
      .select({ runAt: jobs.runAt, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.kind, COMMENT_DIGEST_JOB));
    expect(queued.some((job) => job.status === "queued" && job.runAt.getTime() > Date.now())).toBe(
      true,
    );
  });

  it("is on until the writer turns it off, and says so", async () => {
    const writer = await t.signUp();
    const read = async () => {
      const response = await t.request("/api/account/comment-digest", { as: writer });
      expect(response.status).toBe(200);
      return (await response.json()) as CommentDigestSetting;
    };
    expect(await read()).toEqual({ commentDigest: true });
    const off = await t.request("/api/account/comment-digest", {
      method: "PUT",
      as: writer,
      json: { commentDigest: false },
    });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ commentDigest: false });
    expect(await read()).toEqual({ commentDigest: false });
    const on = await t.request("/api/account/comment-digest", {
      method: "PUT",
      as: writer,
      json: { commentDigest: true },
    });
    expect(await on.json()).toEqual({ commentDigest: true });
    expect(await read()).toEqual({ commentDigest: true });
  });

  it("refuses a setting that is not true or false, anyone signed out, and guests", async () => {
    const writer = await t.signUp();
    const bad = await t.request("/api/account/comment-digest", {
      method: "PUT",
      as: writer,
      json: { commentDigest: "yes" },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe(
      "validation_failed",
    );
    expect((await t.request("/api/account/comment-digest")).status).toBe(401);
    // A guest shares nothing, so has no readers to hear about.
    const guest = await t.request("/api/auth/sign-in/anonymous", { method: "POST", json: {} });
    const asGuest = await t.request("/api/account/comment-digest", {
      headers: { cookie: cookieFrom(guest) },
    });
    expect(asGuest.status).toBe(403);
    expect(((await asGuest.json()) as { error: { code: string } }).error.code).toBe(
      "guest_not_allowed",
    );
  });

  it("mails the writer once what readers said, per movie, with a way to the editor and to stop it", async () => {
    const shared = await writerWithSharedMovie("The Orchard Years");
    const other = await writerWithSharedMovie("Someone Else's Story");
    const commentId = await readerSays(shared, {
      authorName: "Leo",
      body: "I never knew <b>Grandpa</b> kept the letters.",
      quote: "every letter he ever wrote",
      prefix: "I kept ",
      suffix: " me.",
      line: 12,
    });
    await readerSays(shared, {
      kind: "reaction",
      authorName: "Aunt Mae",
      reaction: "heart",
      sceneIndex: 2,
    });
    await readerSays(shared, {
      authorName: "Rose Alvarez",
      fromWriter: true,
      body: "Thank you, Leo!",
      parentId: commentId,
    });
    await readerSays(other, { authorName: "Stranger", body: "Words for the other writer only." });

    await runDigest();

    const mails = await mailsTo(shared.writer);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe("1 new comment and 1 reaction on “The Orchard Years”");
    expect(mail.text).toContain("Hi Rose Alvarez,");
    expect(mail.text).toContain(
      "Leo on “every letter he ever wrote”: “I never knew <b>Grandpa</b> kept the letters.”",
    );
    expect(mail.text).toContain("Aunt Mae reacted ❤️ Love to scene 3.");
    expect(mail.text).toContain(
      `${t.services.env.baseUrl}/app/develop/Movie/advanced/${shared.movieId}`,
    );
    expect(mail.text).toContain(COMMENT_DIGEST_SETTING_LABEL);
    expect(mail.text).toContain(`${t.services.env.baseUrl}/app/account`);
    // The writer's own reply is not news to them; another writer's readers are not theirs.
    expect(mail.text).not.toContain("Thank you, Leo!");
    expect(mail.text).not.toContain("Words for the other writer only.");
    // A reader's words are text in the HTML part, never markup.
    expect(mail.html).toContain("I never knew &#60;b&#62;Grandpa&#60;/b&#62; kept the letters.");
    expect(mail.html).not.toContain("<b>Grandpa</b>");

    const otherMails = await mailsTo(other.writer);
    expect(otherMails).toHaveLength(1);
    expect(otherMails[0]!.text).toContain("Words for the other writer only.");
    expect(otherMails[0]!.text).not.toContain("Grandpa");

    const left = await db()
      .select({ id: shareComments.id })
      .from(shareComments)
      .where(
        and(
          eq(shareComments.movieId, shared.movieId),
          eq(shareComments.fromWriter, false),
          isNull(shareComments.digestedAt),
        ),
      );
    expect(left).toEqual([]);

    await runDigest();
    expect(await mailsTo(shared.writer)).toHaveLength(1);
  });

  it("sends at most one a day: what arrives after today's mail waits for tomorrow's", async () => {
    const shared = await writerWithSharedMovie("Summer of 1989");
    const today = new Date("2026-11-27T03:00:00Z");
    await readerSays(shared, { body: "The first thing I noticed." });
    expect(await runDigest(today)).toBeGreaterThanOrEqual(1);
    await readerSays(shared, { body: "A second thought, the same day." });
    await runDigest(new Date("2026-11-27T15:00:00Z"));
    expect(await mailsTo(shared.writer)).toHaveLength(1);
    await runDigest(new Date("2026-11-28T03:00:00Z"));
    const mails = await mailsTo(shared.writer);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain("A second thought, the same day.");
    expect(mails[0]!.text).not.toContain("The first thing I noticed.");
  });

  it("mails nothing to a writer who turned it off, nor later for what came while it was off", async () => {
    const shared = await writerWithSharedMovie("Letters Home");
    const off = await t.request("/api/account/comment-digest", {
      method: "PUT",
      as: shared.writer,
      json: { commentDigest: false },
    });
    expect(off.status).toBe(200);
    await readerSays(shared, { body: "Said while the mail was off." });
    await runDigest();
    expect(await mailsTo(shared.writer)).toHaveLength(0);

    await t.request("/api/account/comment-digest", {
      method: "PUT",
      as: shared.writer,
      json: { commentDigest: true },
    });
    await runDigest();
    expect(await mailsTo(shared.writer)).toHaveLength(0);
  });

  it("leaves out what the writer already resolved", async () => {
    const shared = await writerWithSharedMovie("The Ferry");
    await readerSays(shared, { body: "Already answered in the editor.", status: "resolved" });
    await readerSays(shared, { body: "Still open." });
    await runDigest();
    const [mail] = await mailsTo(shared.writer);
    expect(mail?.text).toContain("Still open.");
    expect(mail?.text).not.toContain("Already answered in the editor.");
  });
});
