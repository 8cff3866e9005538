import { asc, eq } from "drizzle-orm";
import type { DevelopmentSuggestions } from "#contracts/category-element.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { characters } from "#server/db/schema/index.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { isSelf, storyCompiler } from "../screenplay/engine.ts";
import { buildStoryInput } from "../screenplay/story-input.ts";
import { scenePlaces } from "./scene-places.ts";

type CharacterSuggestion = DevelopmentSuggestions["characters"][number];
type SettingSuggestion = DevelopmentSuggestions["settings"][number];

const key = (s: string) => s.trim().toLowerCase();

// A quote's author is a known character when it is the whole name or one word of it (as the
// screenplay compiler matches cues).
function matches(author: string, name: string): boolean {
  const a = key(author);
  const n = key(name);
  return a === n || n.split(/\s+/).includes(a);
}

// Pre-fills for the basic view's cards. In a life story the protagonist is the writer: the
// account's name leads the characters (or the Characters page's entry that is them), then the
// Characters page and the other quote authors (a quote by "Me", "I" or the writer's name is the
// writer's). Settings are where the scenes happen: their locations, else the place the first
// draft finds in their words (scene-places.ts); a calendar event's title is not a place. Then the
// movie's logline and genre.
export async function getDevelopmentSuggestions(
  db: DbOrTx,
  userId: string,
  movieId: string,
): Promise<DevelopmentSuggestions> {
  const { movie } = await movieAccess(db, userId, movieId, "read");
  const people = await db
    .select()
    .from(characters)
    .where(eq(characters.movieId, movieId))
    .orderBy(asc(characters.createdAt));
  // The scenes as the first draft reads them, in their order.
  const story = await buildStoryInput(db, movie);
  const sceneList = story.scenes;
  const writerName = story.movie.authorName ?? null;
  const writerOnPage = writerName
    ? people.some((c) => isSelf(c.name, writerName) || isSelf(writerName, c.name))
    : false;
  const writer: CharacterSuggestion | null =
    writerName && !writerOnPage
      ? {
          name: writerName,
          role: null,
          description: null,
          source: "writer",
          characterId: null,
          sceneIds: [],
        }
      : null;
  const found: CharacterSuggestion[] = people.map((c) => ({
    name: c.name,
    role: c.role,
    description: c.description,
    source: "characters",
    characterId: c.id,
    sceneIds: sceneList.filter((s) => s.characterIds?.includes(c.id)).map((s) => s.id),
  }));
  const settings: SettingSuggestion[] = [];
  const places = scenePlaces(story, await storyCompiler());
  const writerOf = (author: string) =>
    isSelf(author, writerName ?? undefined)
      ? (writer ?? found.find((c) => writerName && isSelf(c.name, writerName)))
      : undefined;

  for (const scene of sceneList) {
    const place = places.get(scene.id);
    if (place) {
      const same = settings.find((s) => key(s.text) === key(place.text));
      if (same) same.sceneIds.push(scene.id);
      else settings.push({ ...place, sceneIds: [scene.id] });
    }
    for (const element of scene.elements) {
      if (element.elementType === "quote" && element.content.author?.trim()) {
        const author = element.content.author.trim();
        const known = writerOf(author) ?? found.find((c) => matches(author, c.name));
        if (known) {
          if (!known.sceneIds.includes(scene.id)) known.sceneIds.push(scene.id);
        } else {
          found.push({
            name: author,
            role: null,
            description: null,
            source: "quote",
            characterId: null,
            sceneIds: [scene.id],
          });
        }
      }
    }
  }
  // "Me" with no account name to stand for stays out: it names nobody.
  const named = found.filter((c) => c.source !== "quote" || !isSelf(c.name, undefined));
  return {
    movieId,
    writerName,
    characters: writer ? [writer, ...named] : named,
    settings,
    logline: movie.description?.trim() || null,
    genre: movie.genre,
  };
}
