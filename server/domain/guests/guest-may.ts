import type { ElementType } from "#contracts/scene-element.ts";
import { AppError } from "#server/errors.ts";

// What a guest may do (a visitor who started a movie without an account): the movie
// itself and the scene composer with its text, the GIF library and the emotions wheel (whose
// words land in the text). Photos, videos, quotes, calendar events, voice, characters,
// development, the screenplay and sharing are for accounts; the app hides them from guests and
// the API refuses them, so nobody gets storage or transcription by starting guest sessions.

export const GUEST_ELEMENT_TYPES: readonly ElementType[] = ["text", "gif"];

export function guestRefusal(action: string): AppError {
  return new AppError(
    "guest_not_allowed",
    `Guests can't ${action}. Create an account to ${action}: the movie you started as a guest moves into it.`,
  );
}

// A guest's scene holds text and GIFs only (also in the legacy sceneType/content form).
export function checkGuestScene(scene: {
  elements?: readonly { elementType: string }[] | undefined;
  sceneType?: string | null | undefined;
}): void {
  const types = [...(scene.elements ?? []).map((e) => e.elementType), scene.sceneType ?? "text"];
  if (types.some((type) => !(GUEST_ELEMENT_TYPES as readonly string[]).includes(type))) {
    throw guestRefusal("add photos, videos, quotes and calendar events to a scene");
  }
}
