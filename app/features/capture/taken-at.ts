import { imageContent } from "#contracts/scene-element.ts";

// When an upload's answer says when the photo was taken (read from its EXIF before the server
// strips it), the image element keeps it (`content.takenAt`): the first draft's time of day, and
// the scene's date when nothing else gives one. An answer without it, or with another shape,
// adds nothing.
export function takenAtOf(uploaded: object): { takenAt?: string } {
  const value = "takenAt" in uploaded ? uploaded.takenAt : undefined;
  const parsed = imageContent.shape.takenAt.safeParse(value);
  return parsed.success && parsed.data ? { takenAt: parsed.data } : {};
}
