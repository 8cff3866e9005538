import { asc, eq } from "drizzle-orm";
import type { DevelopmentSuggestions } from "../../../contracts/category-element.ts";
import type { DbOrTx } from "../../db/client.ts";
import { characters, scenes } from "../../db/schema/index.ts";
import { toSceneDto } from "../scenes/scene-dto.ts";
import { ownedMovie } from "../movies/owned-movie.ts";

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

// Pre-fills for the basic view's cards: characters from the Characters page and from quote
// authors, settings from scene locations and calendar events, the logline and genre of the movie.
export async function getDevelopmentSuggestions(
  db: DbOrTx,
  userId: string,
  movieId: string,
): Promise<DevelopmentSuggestions> {
  const movie = await ownedMovie(db, userId, movieId);
  const people = await db
    .select()
    .from(characters)
    .where(eq(characters.movieId, movieId))
    .orderBy(asc(characters.createdAt));
  const sceneRows = await db
    .select()
    .from(scenes)
    .where(eq(scenes.movieId, movieId))
    .orderBy(asc(scenes.sceneNumber), asc(scenes.createdAt));

  const found: CharacterSuggestion[] = people.map((c) => ({
    name: c.name,
    role: c.role,
    description: c.description,
    source: "characters",
    characterId: c.id,
    sceneIds: sceneRows.filter((s) => s.characterIds.includes(c.id)).map((s) => s.id),
  }));
  const settings: SettingSuggestion[] = [];
  const addSetting = (
    text: string,
    source: SettingSuggestion["source"],
    date: string | null,
    sceneId: string,
  ) => {
    const same = settings.find(
      (s) => s.source === source && key(s.text) === key(text) && s.date === date,
    );
    if (same) {
      if (!same.sceneIds.includes(sceneId)) same.sceneIds.push(sceneId);
    } else settings.push({ text: text.trim(), source, date, sceneIds: [sceneId] });
  };

  for (const row of sceneRows) {
    const scene = toSceneDto(row);
    if (scene.location?.trim()) addSetting(scene.location, "location", null, scene.id);
    for (const element of scene.elements) {
      if (element.elementType === "quote" && element.content.author?.trim()) {
        const author = element.content.author.trim();
        const known = found.find((c) => matches(author, c.name));
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
      if (element.elementType === "calendar") {
        addSetting(element.content.title, "calendar", element.content.date, scene.id);
      }
    }
  }
  return {
    movieId,
    characters: found,
    settings,
    logline: movie.description?.trim() || null,
    genre: movie.genre,
  };
}
