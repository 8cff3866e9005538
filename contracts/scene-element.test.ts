import { describe, expect, it } from "vitest";
import {
  MEDIA_URL_MESSAGE,
  countElementsByType,
  elementTypes,
  filterElementsByType,
  mediaUrl,
  sceneElementSchema,
  type SceneElement,
} from "./scene-element.ts";

// Parses and returns the first issue, failing the test when the input is accepted.
function firstIssue(input: unknown) {
  const result = sceneElementSchema.safeParse(input);
  expect(result.success).toBe(false);
  if (result.success) throw new Error("expected a rejection");
  return result.error.issues[0]!;
}

function accept(input: unknown) {
  const result = sceneElementSchema.safeParse(input);
  if (!result.success)
    throw new Error(`expected acceptance, got ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

const validExamples = {
  text: { id: "e-text", elementType: "text", content: { text: "It was a dark and stormy night." } },
  video: {
    id: "e-video",
    elementType: "video",
    content: {
      videoUrl: "/media/clip.mp4",
      title: "Opening",
      thumbnail: "https://cdn.example.com/t.jpg",
    },
  },
  image: {
    id: "e-image",
    elementType: "image",
    content: { imageUrl: "/media/x.jpg", alt: "A lighthouse", caption: "Dawn" },
  },
  gallery: {
    id: "e-gallery",
    elementType: "gallery",
    content: {
      images: [
        { url: "/media/a.jpg", alt: "A" },
        { url: "https://example.com/b.png", alt: "B", caption: "Second" },
      ],
    },
  },
  quote: {
    id: "e-quote",
    elementType: "quote",
    content: { quote: "Here's looking at you, kid.", author: "Rick" },
  },
  calendar: {
    id: "e-calendar",
    elementType: "calendar",
    content: {
      date: "2024-06-01",
      title: "Premiere",
      description: "Red carpet",
      startTime: "18:30",
      endTime: "21:00",
    },
  },
  gif: {
    id: "e-gif",
    elementType: "gif",
    content: { gifUrl: "http://media.giphy.com/x.gif", alt: "Dancing" },
  },
} as const;

describe("elementTypes", () => {
  it("lists exactly the seven element types, gallery included", () => {
    expect([...elementTypes]).toEqual([
      "text",
      "video",
      "image",
      "gallery",
      "quote",
      "calendar",
      "gif",
    ]);
  });
});

describe("sceneElementSchema: valid examples", () => {
  it.each(elementTypes)("accepts a valid %s element unchanged", (type) => {
    const input = validExamples[type];
    expect(accept(input)).toEqual(input);
  });

  it("accepts minimal content (optional fields omitted)", () => {
    expect(
      accept({ id: "v", elementType: "video", content: { videoUrl: "/v.mp4", title: "" } }),
    ).toEqual({
      id: "v",
      elementType: "video",
      content: { videoUrl: "/v.mp4", title: "" },
    });
    expect(accept({ id: "q", elementType: "quote", content: { quote: "Q" } }).content).toEqual({
      quote: "Q",
    });
    expect(
      accept({ id: "c", elementType: "calendar", content: { date: "2024-01-31", title: "T" } })
        .content,
    ).toEqual({
      date: "2024-01-31",
      title: "T",
    });
    expect(accept({ id: "g", elementType: "gallery", content: { images: [] } }).content).toEqual({
      images: [],
    });
    expect(accept({ id: "t", elementType: "text", content: { text: "" } }).content).toEqual({
      text: "",
    });
  });

  it("accepts position, style and metadata", () => {
    const input = {
      ...validExamples.text,
      position: { x: 0, y: 0, width: 0, height: 0, zIndex: -1 },
      style: { backgroundColor: "#fff", opacity: 0, borderRadius: 0, padding: 0, margin: 0 },
      metadata: { source: "composer", n: 3 },
    };
    expect(accept(input)).toEqual(input);
    expect(accept({ ...validExamples.text, style: { opacity: 1 } }).style).toEqual({ opacity: 1 });
    expect(accept({ ...validExamples.text, style: { opacity: 0.5 } }).style).toEqual({
      opacity: 0.5,
    });
  });

  it("strips unknown keys from the element and its content", () => {
    const data = accept({
      ...validExamples.text,
      extra: 1,
      content: { text: "a", html: "<b>a</b>" },
    });
    expect(data).toEqual({ id: "e-text", elementType: "text", content: { text: "a" } });
  });
});

describe("mediaUrl", () => {
  const accepted = [
    "/media/x.jpg",
    "/x",
    "http://example.com/x.jpg",
    "https://example.com/x.jpg",
    "https://cdn.example.com",
  ];
  const rejected = [
    "ftp://example.com/x.jpg",
    "javascript:alert(1)",
    "//evil.com/x",
    "media/x.jpg",
    "",
    "   ",
    "http://",
    "https:///x",
    "data:image/png;base64,AAAA",
    "/\\evil.com/x",
    "/\t/evil.com/x",
    "/\n/evil.com/x",
    "/media/\r/x.jpg",
    " //evil.com/x",
  ];

  it.each(accepted)("accepts %j", (value) => {
    expect(mediaUrl.safeParse(value)).toEqual({ success: true, data: value });
  });

  it.each(rejected)("rejects %j with the media URL message", (value) => {
    const result = mediaUrl.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]!.message).toBe("Must be a valid URL or path starting with /");
    expect(result.error?.issues[0]!.path).toEqual([]);
  });

  it("accepts the bare root path /", () => {
    expect(mediaUrl.safeParse("/").success).toBe(true);
  });

  it("trims surrounding whitespace before checking and in the output", () => {
    expect(mediaUrl.safeParse("  /media/x.jpg \n")).toEqual({
      success: true,
      data: "/media/x.jpg",
    });
  });

  it("rejects a non-string", () => {
    const result = mediaUrl.safeParse(42);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]!.code).toBe("invalid_type");
  });

  it("exports the message for a media URL that is neither a URL nor a path", () => {
    expect(MEDIA_URL_MESSAGE).toBe("Must be a valid URL or path starting with /");
  });
});

describe("sceneElementSchema: media URL fields", () => {
  const good = ["/media/x.jpg", "http://example.com/x.jpg", "https://example.com/x.jpg"];
  const bad = ["ftp://example.com/x.jpg", "javascript:alert(1)", "//evil.com/x", "media/x.jpg", ""];

  type Case = { field: string; build: (url: string) => unknown; path: (string | number)[] };
  const cases: Case[] = [
    {
      field: "video.videoUrl",
      build: (url) => ({ id: "v", elementType: "video", content: { videoUrl: url, title: "T" } }),
      path: ["content", "videoUrl"],
    },
    {
      field: "video.thumbnail",
      build: (url) => ({
        id: "v",
        elementType: "video",
        content: { videoUrl: "/v.mp4", title: "T", thumbnail: url },
      }),
      path: ["content", "thumbnail"],
    },
    {
      field: "image.imageUrl",
      build: (url) => ({ id: "i", elementType: "image", content: { imageUrl: url, alt: "" } }),
      path: ["content", "imageUrl"],
    },
    {
      field: "gif.gifUrl",
      build: (url) => ({ id: "g", elementType: "gif", content: { gifUrl: url, alt: "" } }),
      path: ["content", "gifUrl"],
    },
    {
      field: "gallery.images[0].url",
      build: (url) => ({
        id: "g",
        elementType: "gallery",
        content: { images: [{ url, alt: "" }] },
      }),
      path: ["content", "images", 0, "url"],
    },
    {
      field: "gallery.images[2].url",
      build: (url) => ({
        id: "g",
        elementType: "gallery",
        content: {
          images: [
            { url: "/a.jpg", alt: "" },
            { url: "https://x.test/b.jpg", alt: "" },
            { url, alt: "" },
          ],
        },
      }),
      path: ["content", "images", 2, "url"],
    },
  ];

  for (const c of cases) {
    describe(c.field, () => {
      it.each(good)("accepts %j", (url) => {
        expect(sceneElementSchema.safeParse(c.build(url)).success).toBe(true);
      });
      it.each(bad)("rejects %j", (url) => {
        const issue = firstIssue(c.build(url));
        expect(issue.message).toBe(MEDIA_URL_MESSAGE);
        expect(issue.path).toEqual(c.path);
      });
    });
  }

  it("reports every bad gallery image, each at its own index", () => {
    const result = sceneElementSchema.safeParse({
      id: "g",
      elementType: "gallery",
      content: {
        images: [
          { url: "media/a.jpg", alt: "" },
          { url: "/ok.jpg", alt: "" },
          { url: "javascript:alert(1)", alt: "" },
        ],
      },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [["content", "images", 0, "url"], MEDIA_URL_MESSAGE],
      [["content", "images", 2, "url"], MEDIA_URL_MESSAGE],
    ]);
  });

  it("rejects a gallery image without alt", () => {
    const issue = firstIssue({
      id: "g",
      elementType: "gallery",
      content: { images: [{ url: "/a.jpg" }] },
    });
    expect(issue.path).toEqual(["content", "images", 0, "alt"]);
    expect(issue.code).toBe("invalid_type");
  });

  it("rejects a video without a title and an image without alt", () => {
    expect(
      firstIssue({ id: "v", elementType: "video", content: { videoUrl: "/v.mp4" } }).path,
    ).toEqual(["content", "title"]);
    expect(
      firstIssue({ id: "i", elementType: "image", content: { imageUrl: "/i.jpg" } }).path,
    ).toEqual(["content", "alt"]);
  });
});

describe("sceneElementSchema: position", () => {
  it.each(["x", "y", "width", "height"] as const)("rejects a negative %s", (field) => {
    const position = { x: 0, y: 0, width: 10, height: 10, [field]: -1 };
    const issue = firstIssue({ ...validExamples.text, position });
    expect(issue.message).toBe(`${field} must be at least 0`);
    expect(issue.path).toEqual(["position", field]);
  });

  it.each(["x", "y", "width", "height"] as const)(
    "requires %s when a position is given",
    (field) => {
      const position: Record<string, number> = { x: 0, y: 0, width: 10, height: 10 };
      delete position[field];
      const issue = firstIssue({ ...validExamples.text, position });
      expect(issue.path).toEqual(["position", field]);
      expect(issue.code).toBe("invalid_type");
    },
  );

  it("accepts fractional and large coordinates", () => {
    const position = { x: 0.5, y: 1e6, width: 33.3, height: 1 };
    expect(accept({ ...validExamples.text, position }).position).toEqual(position);
  });

  it("requires zIndex to be an integer", () => {
    const issue = firstIssue({
      ...validExamples.text,
      position: { x: 0, y: 0, width: 1, height: 1, zIndex: 1.5 },
    });
    expect(issue.path).toEqual(["position", "zIndex"]);
  });
});

describe("sceneElementSchema: style", () => {
  it.each([-0.01, 1.01, -1, 2])("rejects opacity %s", (opacity) => {
    const issue = firstIssue({ ...validExamples.text, style: { opacity } });
    expect(issue.message).toBe("opacity must be between 0 and 1");
    expect(issue.path).toEqual(["style", "opacity"]);
  });

  it.each(["borderRadius", "padding", "margin"] as const)("rejects a negative %s", (field) => {
    const issue = firstIssue({ ...validExamples.text, style: { [field]: -0.5 } });
    expect(issue.message).toBe(`${field} must be at least 0`);
    expect(issue.path).toEqual(["style", field]);
  });

  it("accepts an empty style", () => {
    expect(accept({ ...validExamples.text, style: {} }).style).toEqual({});
  });
});

describe("sceneElementSchema: quote", () => {
  it("rejects an empty quote", () => {
    const issue = firstIssue({ id: "q", elementType: "quote", content: { quote: "" } });
    expect(issue.message).toBe("Quote text is required");
    expect(issue.path).toEqual(["content", "quote"]);
  });
});

describe("sceneElementSchema: calendar", () => {
  const calendar = (content: Record<string, unknown>) => ({
    id: "c",
    elementType: "calendar",
    content: { date: "2024-06-01", title: "Premiere", ...content },
  });

  it.each([
    "2024-6-1",
    "24-06-01",
    "2024/06/01",
    "2024-13-01",
    "2024-00-10",
    "2024-06-32",
    "2024-06-00",
    "",
    "2024-06-01T10:00",
  ])("rejects the date %j", (date) => {
    const issue = firstIssue(calendar({ date }));
    expect(issue.message).toBe("Date must be YYYY-MM-DD");
    expect(issue.path).toEqual(["content", "date"]);
  });

  it.each(["2024-01-01", "1999-12-31", "2024-02-29"])("accepts the date %j", (date) => {
    expect(accept(calendar({ date })).content).toMatchObject({ date });
  });

  it("rejects an empty title", () => {
    const issue = firstIssue(calendar({ title: "" }));
    expect(issue.message).toBe("Event title is required");
    expect(issue.path).toEqual(["content", "title"]);
  });

  it.each(["9:00", "24:00", "12:60", "1200", "12:00:00", "noon", ""])(
    "rejects the start time %j",
    (startTime) => {
      const issue = firstIssue(calendar({ startTime }));
      expect(issue.message).toBe("Start time must be HH:MM");
      expect(issue.path).toEqual(["content", "startTime"]);
    },
  );

  it.each(["9:00", "24:00", "12:60", "1200", ""])("rejects the end time %j", (endTime) => {
    const issue = firstIssue(calendar({ endTime }));
    expect(issue.message).toBe("End time must be HH:MM");
    expect(issue.path).toEqual(["content", "endTime"]);
  });

  it.each(["00:00", "09:05", "23:59"])("accepts the time %j", (time) => {
    expect(accept(calendar({ startTime: time })).content).toMatchObject({ startTime: time });
    expect(accept(calendar({ endTime: time })).content).toMatchObject({ endTime: time });
  });

  it("rejects an end time before the start time", () => {
    const result = sceneElementSchema.safeParse(calendar({ startTime: "10:00", endTime: "09:59" }));
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]!.message).toBe("End time must not be before start time");
    expect(result.error?.issues[0]!.path).toEqual(["content", "endTime"]);
  });

  it("accepts an end time equal to or after the start time, or either alone", () => {
    expect(
      sceneElementSchema.safeParse(calendar({ startTime: "10:00", endTime: "10:00" })).success,
    ).toBe(true);
    expect(
      sceneElementSchema.safeParse(calendar({ startTime: "09:59", endTime: "10:00" })).success,
    ).toBe(true);
    expect(sceneElementSchema.safeParse(calendar({ endTime: "00:00" })).success).toBe(true);
    expect(sceneElementSchema.safeParse(calendar({ startTime: "23:59" })).success).toBe(true);
  });
});

describe("sceneElementSchema: element shape", () => {
  const discriminatorMessage =
    "Invalid discriminator value. Expected 'text' | 'video' | 'image' | 'gallery' | 'quote' | 'calendar' | 'gif'";

  it.each(["audio", "Text", "", null])("rejects the unknown elementType %j", (elementType) => {
    const issue = firstIssue({ id: "a", elementType, content: { text: "a" } });
    expect(issue.message).toBe(discriminatorMessage);
    expect(issue.path).toEqual(["elementType"]);
  });

  it("rejects a missing elementType", () => {
    const issue = firstIssue({ id: "a", content: { text: "a" } });
    expect(issue.message).toBe(discriminatorMessage);
    expect(issue.path).toEqual(["elementType"]);
  });

  it("rejects a missing id", () => {
    const issue = firstIssue({ elementType: "text", content: { text: "a" } });
    expect(issue.message).toBe("Element id is required");
    expect(issue.path).toEqual(["id"]);
  });

  it("rejects an empty id", () => {
    const issue = firstIssue({ id: "", elementType: "text", content: { text: "a" } });
    expect(issue.message).toBe("Element id is required");
    expect(issue.path).toEqual(["id"]);
  });

  it("rejects content of another type", () => {
    const issue = firstIssue({ id: "a", elementType: "image", content: { text: "a" } });
    expect(issue.path).toEqual(["content", "imageUrl"]);
  });

  it("rejects missing content", () => {
    const issue = firstIssue({ id: "a", elementType: "text" });
    expect(issue.path).toEqual(["content"]);
    expect(issue.code).toBe("invalid_type");
  });

  it("rejects metadata that is not a record", () => {
    const issue = firstIssue({ ...validExamples.text, metadata: ["a"] });
    expect(issue.path).toEqual(["metadata"]);
  });
});

describe("countElementsByType", () => {
  it("returns zero for every type on an empty list", () => {
    expect(countElementsByType([])).toEqual({
      text: 0,
      video: 0,
      image: 0,
      gallery: 0,
      quote: 0,
      calendar: 0,
      gif: 0,
    });
  });

  it("counts each type", () => {
    const elements = [
      validExamples.text,
      validExamples.image,
      { ...validExamples.text, id: "t2" },
      validExamples.quote,
      { ...validExamples.text, id: "t3" },
      validExamples.calendar,
      { ...validExamples.image, id: "i2" },
    ] as SceneElement[];
    expect(countElementsByType(elements)).toEqual({
      text: 3,
      video: 0,
      image: 2,
      gallery: 0,
      quote: 1,
      calendar: 1,
      gif: 0,
    });
  });

  it("counts one of each for the seven examples", () => {
    const counts = countElementsByType(Object.values(validExamples) as SceneElement[]);
    expect(Object.keys(counts).sort()).toEqual([...elementTypes].sort());
    expect(Object.values(counts)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });
});

describe("filterElementsByType", () => {
  const elements = [
    validExamples.text,
    validExamples.image,
    { ...validExamples.text, id: "t2" },
    validExamples.gif,
  ] as SceneElement[];

  it("keeps only elements of the given type, in order", () => {
    expect(filterElementsByType(elements, "text").map((e) => e.id)).toEqual(["e-text", "t2"]);
    expect(filterElementsByType(elements, "image")).toEqual([validExamples.image]);
    expect(filterElementsByType(elements, "gif")).toEqual([validExamples.gif]);
  });

  it("returns an empty list when no element has the type", () => {
    expect(filterElementsByType(elements, "calendar")).toEqual([]);
    expect(filterElementsByType([], "text")).toEqual([]);
  });

  it("returns the same element objects and does not modify the input", () => {
    const copy = [...elements];
    const texts = filterElementsByType(elements, "text");
    expect(texts[0]).toBe(elements[0]);
    expect(elements).toEqual(copy);
    // typed narrowing: content.text is reachable without a cast
    expect(texts.map((e) => e.content.text)).toEqual([
      "It was a dark and stormy night.",
      "It was a dark and stormy night.",
    ]);
  });
});
