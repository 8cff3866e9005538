import { expect, type Page } from "@playwright/test";
import type { CommentMode } from "#contracts/share-comments.ts";
import { fromApp, signUpByApi, uniqueEmail } from "./fixtures.ts";

type Created = { id: string };

// A signed-in person with a one-scene movie and a live share link, made through the API with the
// page's own cookie (the UI of each step has its own tests). Returns the movie's id and the share
// page's path (and the link's id; `comments` is who may comment, the server's default if left out).
export async function sharedStory(
  page: Page,
  title = "The Lighthouse",
  { comments }: { comments?: CommentMode } = {},
): Promise<{ movieId: string; path: string; linkId: string }> {
  const post = async <T>(url: string, data: unknown): Promise<T> => {
    const response = await page.request.post(url, { headers: fromApp(page), data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  await signUpByApi(page, { email: uniqueEmail("share"), name: "Ines Sousa" });
  const movie = await post<Created>("/api/movies", { title, genre: "drama" });
  await post("/api/scenes", {
    movieId: movie.id,
    sceneNumber: 1,
    title: "The keeper's last night",
    location: "Lighthouse",
    elements: [
      { id: "t1", elementType: "text", content: { text: "Ines climbs the stairs one last time." } },
    ],
  });
  const link = await post<{ id: string; token: string }>(
    `/api/movies/${movie.id}/share-links`,
    comments ? { comments } : {},
  );
  return { movieId: movie.id, path: `/s/${link.token}`, linkId: link.id };
}
