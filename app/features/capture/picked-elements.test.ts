import { describe, expect, it } from "vitest";
import { gifElement, quoteElement, uploadedElement } from "./picked-elements";

describe("what a pick in the composer adds", () => {
  it("an image file becomes an image element with its name as alt text and its capture time", () => {
    const element = uploadedElement(
      "e1",
      { publicUrl: "/media/a.jpg", takenAt: "2019-07-04T18:30:00" } as { publicUrl: string },
      { name: "beach.jpg", type: "image/jpeg" },
    );
    expect(element).toEqual({
      id: "e1",
      elementType: "image",
      content: { imageUrl: "/media/a.jpg", alt: "beach.jpg", takenAt: "2019-07-04T18:30:00" },
    });
  });

  it("an image whose upload read no capture time carries none", () => {
    const element = uploadedElement(
      "e1",
      { publicUrl: "/media/a.png" },
      { name: "a.png", type: "image/png" },
    );
    expect(element.content).toEqual({ imageUrl: "/media/a.png", alt: "a.png" });
  });

  it("any other file becomes a video element titled with its name", () => {
    expect(
      uploadedElement(
        "e2",
        { publicUrl: "/media/v.mp4" },
        { name: "party.mp4", type: "video/mp4" },
      ),
    ).toEqual({
      id: "e2",
      elementType: "video",
      content: { videoUrl: "/media/v.mp4", title: "party.mp4" },
    });
  });

  it("a GIF without a title is described as a GIF", () => {
    expect(gifElement("g", { url: "https://g/1.gif", title: "" }).content).toEqual({
      gifUrl: "https://g/1.gif",
      alt: "GIF",
    });
    expect(gifElement("g", { url: "https://g/1.gif", title: "Dance" }).content).toMatchObject({
      alt: "Dance",
    });
  });

  it("a quote keeps its author only when one was given", () => {
    expect(quoteElement("q", "Be brave", "Mum").content).toEqual({
      quote: "Be brave",
      author: "Mum",
    });
    expect(quoteElement("q", "Be brave").content).toEqual({ quote: "Be brave" });
  });
});
