import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import { guestRefusal } from "../domain/guests/guest-may.ts";

// The API paths a guest session may not use (server/domain/guests/guest-may.ts says why), with
// what the refusal tells them. Scenes are open to guests but checked element by element in their
// handlers.
const REFUSED: readonly [RegExp, string][] = [
  [/^\/api\/media-assets\//, "upload photos and videos"],
  [/^\/api\/voice-transcription\//, "use voice dictation"],
  [/^\/api\/characters(\/|$)/, "keep characters"],
  [
    /^\/api\/(development|category-elements)(\/|$)|^\/api\/movies\/[^/]+\/(development|beat-board)(\/|$)/,
    "develop a movie",
  ],
  [/^\/api\/movies\/[^/]+\/screenplay([/.]|$)/, "work on the screenplay"],
  [/^\/api\/(movies\/[^/]+\/)?share-links(\/|$)/, "share a screenplay"],
  [/^\/api\/movies\/[^/]+\/collaborators(\/|$)/, "invite people to a movie"],
  [/^\/api\/invitations\/[^/]+\/accept$/, "join someone else's movie"],
  [/^\/api\/account\/export(\/|$)/, "download your data"],
  [/^\/api\/account\/(sessions|reauthenticate|comment-digest)(\/|$)/, "manage account settings"],
  [/^\/api\/(movies\/[^/]+\/)?co-writer(\/|$)/, "use the co-writer"],
];

// Runs after the session is loaded and before any route reads its body: a guest is refused with
// 403 guest_not_allowed whatever it sent.
export const refuseGuests: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get("user")?.isAnonymous) {
    const refused = REFUSED.find(([pattern]) => pattern.test(c.req.path));
    if (refused) throw guestRefusal(refused[1]);
  }
  await next();
};
