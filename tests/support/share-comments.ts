import { expect } from "vitest";
import type { SharedScreenplay } from "#contracts/screenplay.ts";
import type { MovieComments, SharedComments } from "#contracts/share-comments.ts";
import type { ShareLink } from "#contracts/share-link.ts";
import type { Session, TestApp } from "#tests/factories/test-app.ts";

// A small script the comment tests share: a heading, action, and a speech (0-based lines).
export const SCRIPT = [
  "INT. KITCHEN - NIGHT", // 0
  "", // 1
  "Rosa packs the blue suitcase by the window.", // 2
  "", // 3
  "ROSA", // 4
  "I will write every Sunday, I promise.", // 5
  "", // 6
  "EXT. HARBOUR - DAY", // 7
  "", // 8
  "The ship's horn sounds twice.", // 9
  "",
].join("\n");

// Helpers bound to one test app: a writer's movie with SCRIPT saved and a live link on it.
export function commentHelpers(t: TestApp) {
  const saveScript = async (who: Session, movieId: string, fountain: string) => {
    const current = (await (
      await t.request(`/api/movies/${movieId}/screenplay`, { as: who })
    ).json()) as { version: number };
    const saved = await t.request(`/api/movies/${movieId}/screenplay`, {
      method: "PUT",
      as: who,
      json: { fountain, version: current.version },
    });
    expect(saved.status).toBe(200);
  };

  const sharedMovie = async (who: Session, comments?: string) => {
    const movie = await t.createMovie(who, "The Salt Road");
    await saveScript(who, movie.id, SCRIPT);
    const created = await t.request(`/api/movies/${movie.id}/share-links`, {
      method: "POST",
      as: who,
      json: comments ? { comments } : {},
    });
    expect(created.status).toBe(201);
    return { movieId: movie.id, link: (await created.json()) as ShareLink };
  };

  const postComment = (token: string, json: unknown, headers?: Record<string, string>) =>
    t.request(`/api/share/${token}/comments`, { method: "POST", json, headers, as: null });

  const readerComments = async (token: string) => {
    const response = await t.request(`/api/share/${token}/comments`, { as: null });
    expect(response.status).toBe(200);
    return (await response.json()) as SharedComments;
  };

  const writerComments = async (who: Session, movieId: string) => {
    const response = await t.request(`/api/movies/${movieId}/comments`, { as: who });
    expect(response.status).toBe(200);
    return ((await response.json()) as MovieComments).comments;
  };

  const sharedScreenplay = async (token: string) =>
    (await (await t.request(`/api/share/${token}`)).json()) as SharedScreenplay;

  const patchLink = (who: Session, id: string, json: unknown) =>
    t.request(`/api/share-links/${id}`, { method: "PATCH", as: who, json });

  return {
    saveScript,
    sharedMovie,
    postComment,
    readerComments,
    writerComments,
    sharedScreenplay,
    patchLink,
  };
}

// An anchor on `quote` as the shared page sends it: the block's Fountain line and some context.
export function anchorOn(quote: string, line: number, text = SCRIPT) {
  const at = text.indexOf(quote);
  return {
    quote,
    prefix: text.slice(Math.max(0, at - 32), at),
    suffix: text.slice(at + quote.length, at + quote.length + 32),
    line,
  };
}
