import type { Gif } from "#contracts/gif.ts";
import type { SceneElement } from "#contracts/scene-element.ts";
import { takenAtOf } from "./taken-at";

// The elements the composer adds for what a person picks: an uploaded file, a GIF, a quote.
// Pure, so what each pick becomes is tested without drawing the composer.

/** An image file becomes an image element, any other file a video element. */
export function uploadedElement(
  id: string,
  uploaded: { publicUrl: string },
  file: Pick<File, "name" | "type">,
): SceneElement {
  if (!file.type.startsWith("image/"))
    return {
      id,
      elementType: "video",
      content: { videoUrl: uploaded.publicUrl, title: file.name },
    };
  return {
    id,
    elementType: "image",
    // When the upload read the photo's capture time, the draft can use it.
    content: { imageUrl: uploaded.publicUrl, alt: file.name, ...takenAtOf(uploaded) },
  };
}

export function gifElement(id: string, gif: Pick<Gif, "url" | "title">): SceneElement {
  return { id, elementType: "gif", content: { gifUrl: gif.url, alt: gif.title || "GIF" } };
}

export function quoteElement(id: string, quote: string, author?: string): SceneElement {
  return { id, elementType: "quote", content: author ? { quote, author } : { quote } };
}
