import { describe, expect, it } from "vitest";
import { MEDIA_URL_MESSAGE } from "#contracts/scene-element.ts";
import { migrateLegacyScene } from "./migrate-legacy-scene.ts";

describe("migrateLegacyScene", () => {
  describe("with a bare string content", () => {
    it.each([
      ["text", "Once upon a time", { text: "Once upon a time" }],
      ["quote", "To be or not to be", { quote: "To be or not to be" }],
      ["image", "/media/x.jpg", { imageUrl: "/media/x.jpg", alt: "" }],
      [
        "gif",
        "https://media.giphy.com/a.gif",
        { gifUrl: "https://media.giphy.com/a.gif", alt: "" },
      ],
      ["video", "http://example.com/v.mp4", { videoUrl: "http://example.com/v.mp4", title: "" }],
      ["gallery", "/media/g.jpg", { images: [{ url: "/media/g.jpg", alt: "" }] }],
    ] as const)("maps a %s scene's string to the main field", (sceneType, content, expected) => {
      expect(migrateLegacyScene({ id: "s1", sceneType, content })).toEqual([
        { id: "s1-legacy", elementType: sceneType, content: expected },
      ]);
    });

    it("throws for a calendar scene, which has no single main field", () => {
      expect(() =>
        migrateLegacyScene({ id: "s1", sceneType: "calendar", content: "2024-06-01" }),
      ).toThrow(
        "Legacy scene s1 cannot be migrated: Invalid input: expected object, received undefined",
      );
    });

    it("keeps a text string that happens to be valid JSON but not an object", () => {
      expect(migrateLegacyScene({ id: "s", sceneType: "text", content: "42" })).toEqual([
        { id: "s-legacy", elementType: "text", content: { text: "42" } },
      ]);
      expect(migrateLegacyScene({ id: "s", sceneType: "text", content: "null" })).toEqual([
        { id: "s-legacy", elementType: "text", content: { text: "null" } },
      ]);
      expect(migrateLegacyScene({ id: "s", sceneType: "quote", content: '"quoted"' })).toEqual([
        { id: "s-legacy", elementType: "quote", content: { quote: '"quoted"' } },
      ]);
    });

    it("trims a media URL string", () => {
      expect(
        migrateLegacyScene({ id: "s", sceneType: "image", content: "  /media/x.jpg " }),
      ).toEqual([
        { id: "s-legacy", elementType: "image", content: { imageUrl: "/media/x.jpg", alt: "" } },
      ]);
    });
  });

  describe("with JSON content", () => {
    it.each([
      ["text", { text: "Hello" }],
      ["quote", { quote: "Q", author: "A" }],
      ["image", { imageUrl: "/media/x.jpg", alt: "Alt", caption: "Cap" }],
      ["gif", { gifUrl: "https://g.test/a.gif", alt: "G" }],
      ["video", { videoUrl: "/media/v.mp4", title: "V", thumbnail: "/media/t.jpg" }],
      [
        "gallery",
        {
          images: [
            { url: "/a.jpg", alt: "a" },
            { url: "https://b.test/b.jpg", alt: "b", caption: "c" },
          ],
        },
      ],
      ["calendar", { date: "2024-06-01", title: "Premiere", startTime: "18:00", endTime: "20:00" }],
    ] as const)("parses a %s scene's JSON content", (sceneType, content) => {
      expect(migrateLegacyScene({ id: "s2", sceneType, content: JSON.stringify(content) })).toEqual(
        [{ id: "s2-legacy", elementType: sceneType, content }],
      );
    });

    it("drops unknown keys of the JSON content", () => {
      expect(
        migrateLegacyScene({
          id: "s",
          sceneType: "text",
          content: JSON.stringify({ text: "a", font: "serif" }),
        }),
      ).toEqual([{ id: "s-legacy", elementType: "text", content: { text: "a" } }]);
    });
  });

  describe("with no content or type", () => {
    it.each([
      { id: "s", sceneType: "text", content: "" },
      { id: "s", sceneType: "text", content: null },
      { id: "s", sceneType: "text" },
      { id: "s", sceneType: null, content: "Hello" },
      { id: "s", sceneType: "", content: "Hello" },
      { id: "s", content: "Hello" },
    ])("returns an empty list for %j", (scene) => {
      expect(migrateLegacyScene(scene)).toEqual([]);
    });
  });

  describe("with invalid content", () => {
    it("throws for a media string that is not a URL or path", () => {
      expect(() =>
        migrateLegacyScene({ id: "s3", sceneType: "image", content: "javascript:alert(1)" }),
      ).toThrow(`Legacy scene s3 cannot be migrated: ${MEDIA_URL_MESSAGE}`);
      expect(() =>
        migrateLegacyScene({ id: "s3", sceneType: "video", content: "media/v.mp4" }),
      ).toThrow(`Legacy scene s3 cannot be migrated: ${MEDIA_URL_MESSAGE}`);
      expect(() =>
        migrateLegacyScene({ id: "s3", sceneType: "gif", content: "//evil.com/x" }),
      ).toThrow(`Legacy scene s3 cannot be migrated: ${MEDIA_URL_MESSAGE}`);
      expect(() =>
        migrateLegacyScene({ id: "s3", sceneType: "gallery", content: "ftp://x.test/a.jpg" }),
      ).toThrow(`Legacy scene s3 cannot be migrated: ${MEDIA_URL_MESSAGE}`);
    });

    it("throws for invalid JSON content with the schema message", () => {
      expect(() =>
        migrateLegacyScene({
          id: "s4",
          sceneType: "calendar",
          content: JSON.stringify({ date: "01/06/2024", title: "T" }),
        }),
      ).toThrow("Legacy scene s4 cannot be migrated: Date must be YYYY-MM-DD");
      expect(() =>
        migrateLegacyScene({
          id: "s4",
          sceneType: "quote",
          content: JSON.stringify({ quote: "" }),
        }),
      ).toThrow("Legacy scene s4 cannot be migrated: Quote text is required");
      expect(() =>
        migrateLegacyScene({
          id: "s4",
          sceneType: "calendar",
          content: JSON.stringify({
            date: "2024-06-01",
            title: "T",
            startTime: "20:00",
            endTime: "18:00",
          }),
        }),
      ).toThrow("Legacy scene s4 cannot be migrated: End time must not be before start time");
    });

    it("throws for an unknown sceneType", () => {
      expect(() => migrateLegacyScene({ id: "s5", sceneType: "audio", content: "x" })).toThrow(
        "Legacy scene s5 cannot be migrated: Invalid discriminator value. Expected 'text' | 'video' | 'image' | 'gallery' | 'quote' | 'calendar' | 'gif'",
      );
    });

    it("throws for JSON content of another type", () => {
      expect(() =>
        migrateLegacyScene({
          id: "s6",
          sceneType: "image",
          content: JSON.stringify({ text: "a" }),
        }),
      ).toThrow(/^Legacy scene s6 cannot be migrated: /);
    });
  });
});
