import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { beatBoards, categoryElements, characters, scenes, user } from "#server/db/schema/index.ts";
import { buildBoard } from "../development/get-beat-board.ts";
import { readSceneMetadata } from "#contracts/scene-metadata.ts";
import type { OwnedMovie } from "../movies/owned-movie.ts";
import { toSceneDto } from "../scenes/scene-dto.ts";
import type { StoryCharacter, StoryInput, StoryScene } from "./engine.ts";

type ElementRow = typeof categoryElements.$inferSelect;

const textOf = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;

// The note a category holds: its completed element first, else the newest one with text.
function noteFor(elements: ElementRow[], categoryType: string): string | undefined {
  const candidates = elements
    .filter((e) => e.categoryType === categoryType && e.categoryGroup === "key_categories")
    .sort(
      (a, b) =>
        Number(b.isCompleted) - Number(a.isCompleted) ||
        b.updatedAt.getTime() - a.updatedAt.getTime(),
    );
  for (const e of candidates) {
    const text = textOf(e.content.text) ?? textOf(e.subtitle);
    if (text) return text;
  }
  return undefined;
}

// Everything the compiler needs, read from what the writer captured and developed: scenes, the
// Characters page (completed with role and description from the character cards when the page
// has none), the logline and theme, and the beat board's order.
export async function buildStoryInput(db: DbOrTx, movie: OwnedMovie): Promise<StoryInput> {
  const sceneRows = await db
    .select()
    .from(scenes)
    .where(eq(scenes.movieId, movie.id))
    .orderBy(asc(scenes.sceneNumber), asc(scenes.createdAt));
  const characterRows = await db
    .select()
    .from(characters)
    .where(eq(characters.movieId, movie.id))
    .orderBy(asc(characters.createdAt));
  const elementRows = await db
    .select()
    .from(categoryElements)
    .where(and(eq(categoryElements.movieId, movie.id), eq(categoryElements.userId, movie.userId)));
  const [board] = await db.select().from(beatBoards).where(eq(beatBoards.movieId, movie.id));
  const [owner] = await db.select({ name: user.name }).from(user).where(eq(user.id, movie.userId));

  const cards = elementRows.filter((e) => e.categoryType === "characters");
  const storyCharacters: StoryCharacter[] = characterRows.map((c) => {
    const card = cards.find(
      (e) => textOf(e.content.characterName)?.toLowerCase() === c.name.trim().toLowerCase(),
    );
    const role = c.role ?? textOf(card?.content.role);
    const description = c.description ?? textOf(card?.content.description);
    return {
      id: c.id,
      name: c.name,
      ...(role ? { role } : {}),
      ...(description ? { description } : {}),
    };
  });

  const storyScenes: StoryScene[] = sceneRows.map((row) => {
    const dto = toSceneDto(row);
    // When the moment happened and what the writer felt: the compiler's supers, order, time of
    // day and emotions (a photo's capture time travels in its element's content).
    const known = readSceneMetadata(dto.metadata);
    return {
      id: dto.id,
      title: dto.title,
      ...(dto.description ? { description: dto.description } : {}),
      ...(dto.location ? { location: dto.location } : {}),
      ...(dto.timeOfDay ? { timeOfDay: dto.timeOfDay } : {}),
      elements: dto.elements as StoryScene["elements"],
      characterIds: dto.characterIds,
      ...(known.date ? { date: known.date } : {}),
      ...(known.time ? { time: known.time } : {}),
      ...(known.emotions.length ? { emotions: known.emotions } : {}),
    };
  });

  // Only the scenes the writer placed on beats: the others follow by date, else number.
  const order = buildBoard(
    movie.id,
    sceneRows.map((s) => s.id),
    board,
  ).beats.flatMap((b) => b.sceneIds);
  const logline = noteFor(elementRows, "logline");
  // The protagonist card: who speaks the writer's own quotes ("Me", "I").
  const protagonist = cards
    .filter((e) => e.subComponentType === "protagonist")
    .map((e) => textOf(e.content.characterName))
    .find((name) => name !== undefined);
  const theme = noteFor(elementRows, "theme");
  const authorName = owner?.name.trim();
  return {
    movie: {
      title: movie.title,
      ...(movie.description ? { description: movie.description } : {}),
      ...(movie.genre ? { genre: movie.genre } : {}),
      ...(authorName ? { authorName } : {}),
    },
    scenes: storyScenes,
    characters: storyCharacters,
    notes: {
      ...(logline ? { logline } : {}),
      ...(theme ? { theme } : {}),
      ...(protagonist ? { protagonist } : {}),
      beatsOrder: order,
    },
  };
}
