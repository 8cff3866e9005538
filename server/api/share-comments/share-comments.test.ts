import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SharedComment } from "#contracts/share-comments.ts";
import {
  createTestApp,
  type ErrorBody,
  type Session,
  type TestApp,
} from "#tests/factories/test-app.ts";
import { anchorOn, commentHelpers } from "#tests/support/share-comments.ts";

describe("readers' comments through a share link", () => {
  let t: TestApp;
  let writer: Session;
  let h: ReturnType<typeof commentHelpers>;

  beforeAll(async () => {
    t = await createTestApp();
    writer = await t.signUp({ name: "Elena Marques" });
    h = commentHelpers(t);
  });
  afterAll(() => t.close());

  it("tells the shared page which Fountain line each block comes from", async () => {
    const { link } = await h.sharedMovie(writer);
    const shared = await h.sharedScreenplay(link.token);
    const lineOfPageText = (text: string) => {
      const row = shared.pages[0]?.lines.find((l) => l.text.startsWith(text));
      return row ? shared.sourceLines.pages[row.block] : undefined;
    };
    expect(lineOfPageText("INT. KITCHEN")).toBe(0);
    expect(lineOfPageText("Rosa packs")).toBe(2);
    // A speech's lines share its block: the cue's line.
    expect(lineOfPageText("ROSA")).toBe(4);
    expect(lineOfPageText("I will write")).toBe(4);
    expect(lineOfPageText("The ship's horn")).toBe(9);
    expect(shared.sourceLines.reading).toEqual([0, 2, 4, 7, 9]);
    expect(shared.reading.map((b) => b.kind)).toEqual([
      "scene_heading",
      "action",
      "speech",
      "scene_heading",
      "action",
    ]);
  });

  it("takes a comment from a reader with no account, and the writer lists it on its line", async () => {
    const { movieId, link } = await h.sharedMovie(writer, "everyone");
    const posted = await h.postComment(link.token, {
      name: "Tomás",
      body: "Grandma, was it really blue?",
      anchor: anchorOn("the blue suitcase", 2),
    });
    expect(posted.status).toBe(201);
    const comment = (await posted.json()) as SharedComment;
    expect(comment).toMatchObject({
      kind: "comment",
      name: "Tomás",
      fromWriter: false,
      body: "Grandma, was it really blue?",
      reaction: null,
      anchor: { quote: "the blue suitcase", line: 2 },
      parentId: null,
    });

    // Like the shared page: out of search engines, never cached (revoking must hide it at once).
    const raw = await t.request(`/api/share/${link.token}/comments`);
    expect(raw.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(raw.headers.get("cache-control")).toBe("no-store");
    const seen = await h.readerComments(link.token);
    expect(seen.mode).toBe("everyone");
    expect(seen.comments.map((c) => c.id)).toEqual([comment.id]);

    const listed = await h.writerComments(writer, movieId);
    expect(listed).toEqual([
      {
        ...comment,
        shareLinkId: link.id,
        linkState: "active",
        status: "open",
        blocked: false,
        mine: false,
      },
    ]);
  });

  it("stores a heading quoted in capitals as it is written in the text", async () => {
    const { movieId, link } = await h.sharedMovie(writer);
    const script = "int. kitchen - night\n\nRosa packs.\n";
    await h.saveScript(writer, movieId, script);
    const posted = await h.postComment(link.token, {
      name: "Tomás",
      body: "Which kitchen?",
      anchor: { quote: "INT. KITCHEN", prefix: "", suffix: " - NIGHT", line: 0 },
    });
    expect(posted.status).toBe(201);
    expect(((await posted.json()) as SharedComment).anchor).toMatchObject({
      quote: "int. kitchen",
      line: 0,
    });
  });

  it("keeps words it cannot find in the text as the reader gave them, on a line the text has", async () => {
    const { link } = await h.sharedMovie(writer);
    const quote = { quote: "a suitcase of blue", prefix: "", suffix: "" };
    const onLine = await h.postComment(link.token, {
      name: "Tomás",
      body: "Hm",
      anchor: { ...quote, line: 2 },
    });
    expect(((await onLine.json()) as SharedComment).anchor).toEqual({ ...quote, line: 2 });
    const pastTheEnd = await h.postComment(link.token, {
      name: "Tomás",
      body: "Hm",
      anchor: { ...quote, line: 500 },
    });
    expect(((await pastTheEnd.json()) as SharedComment).anchor).toEqual({ ...quote, line: null });
  });

  it("keeps the comments of a writer-only link from readers", async () => {
    const { movieId, link } = await h.sharedMovie(writer);
    expect(link.comments).toBe("writer-only");
    expect(
      (await h.postComment(link.token, { name: "Ana", body: "Lovely", sceneIndex: 1 })).status,
    ).toBe(201);
    expect(await h.readerComments(link.token)).toEqual({ mode: "writer-only", comments: [] });
    expect((await h.writerComments(writer, movieId)).map((c) => c.body)).toEqual(["Lovely"]);
  });

  it("asks for words or a scene to comment on", async () => {
    const { link } = await h.sharedMovie(writer);
    const response = await h.postComment(link.token, { name: "Ana", body: "Hello" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.message).toBe(
      "Select some words of the script, or a scene, to comment on.",
    );
    const farScene = await h.postComment(link.token, { name: "Ana", body: "Hi", sceneIndex: 2 });
    expect(farScene.status).toBe(400);
    expect(((await farScene.json()) as ErrorBody).error.message).toBe(
      "sceneIndex must be less than 2: the screenplay has 2 scenes",
    );
  });
});
