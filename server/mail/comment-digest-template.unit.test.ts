import { describe, expect, it } from "vitest";
import {
  commentDigestMail,
  describeComment,
  type DigestComment,
} from "./comment-digest-template.ts";

const comment = (overrides: Partial<DigestComment>): DigestComment => ({
  authorName: "Leo",
  kind: "comment",
  body: "Lovely.",
  reaction: null,
  quote: null,
  sceneIndex: null,
  isReply: false,
  ...overrides,
});

describe("the digest of readers' comments", () => {
  it("says who said what on which words, a reply, a scene and a reaction", () => {
    expect(describeComment(comment({ quote: "the orchard" }))).toBe(
      "Leo on “the orchard”: “Lovely.”",
    );
    expect(describeComment(comment({ isReply: true }))).toBe("Leo replied: “Lovely.”");
    expect(describeComment(comment({ sceneIndex: 0 }))).toBe("Leo on scene 1: “Lovely.”");
    expect(
      describeComment(comment({ kind: "reaction", body: null, reaction: "tears", sceneIndex: 4 })),
    ).toBe("Leo reacted 😢 Tears to scene 5.");
  });

  it("keeps a reader's words from posing as our message: one line, cut short, names checked", () => {
    const long = `First line\n\nVisit our site to claim your prize ${"x".repeat(400)}`;
    const line = describeComment(comment({ authorName: "www.prize.example", body: long }));
    expect(line.startsWith("A reader: “First line Visit our site")).toBe(true);
    expect(line).not.toContain("\n");
    expect(line.length).toBeLessThan(330);
  });

  it("lists at most 20 comments a movie and counts the rest", () => {
    const mail = commentDigestMail({
      writerName: "Rose",
      baseUrl: "https://lifescript.example",
      movies: [
        {
          movieId: "m1",
          title: "The Orchard Years",
          comments: Array.from({ length: 23 }, (_, i) => comment({ body: `Comment ${i + 1}` })),
        },
      ],
    });
    expect(mail.subject).toBe("23 new comments on “The Orchard Years”");
    expect(mail.text).toContain("Comment 20");
    expect(mail.text).not.toContain("Comment 21");
    expect(mail.text).toContain("… and 3 more");
  });
});
