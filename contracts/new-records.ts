import type { Character, CharacterCreate } from "./character.ts";
import type { Movie, MovieCreate } from "./movie.ts";
import type { Scene, SceneCreate } from "./scene.ts";

// What a movie, a scene or a character holds right after it is created, for what the create
// request left out. The server's create verbs store these values; the app builds the record it
// shows for a create kept offline from the same functions, so the two cannot drift apart.

// Every record starts at version 1; each update adds one (a stale version answers 409).
export const FIRST_VERSION = 1;

type MovieInput = Pick<MovieCreate, "title"> &
  Partial<Pick<MovieCreate, "description" | "genre" | "coverImage" | "coverPageUrl" | "metadata">> &
  Partial<Pick<MovieCreate, "status">>;

export function movieFieldsOnCreate(input: MovieInput) {
  return {
    title: input.title,
    description: input.description ?? null,
    genre: input.genre ?? null,
    coverImage: input.coverImage ?? null,
    coverPageUrl: input.coverPageUrl ?? null,
    status: input.status ?? "draft",
    metadata: input.metadata ?? {},
    version: FIRST_VERSION,
  } satisfies Partial<Movie>;
}

type SceneInput = Omit<
  SceneCreate,
  "id" | "sceneNumber" | "elements" | "characterIds" | "metadata"
> &
  Partial<Pick<SceneCreate, "elements" | "characterIds" | "metadata">>;

export function sceneFieldsOnCreate(input: SceneInput) {
  return {
    movieId: input.movieId,
    title: input.title,
    description: input.description ?? null,
    location: input.location ?? null,
    elements: input.elements ?? [],
    characterIds: input.characterIds ?? [],
    timeOfDay: input.timeOfDay ?? null,
    duration: input.duration ?? null,
    metadata: input.metadata ?? {},
    sceneType: input.sceneType ?? null,
    content: input.content ?? null,
    version: FIRST_VERSION,
  } satisfies Partial<Scene>;
}

type CharacterInput = Omit<CharacterCreate, "id">;

export function characterFieldsOnCreate(input: CharacterInput) {
  return {
    movieId: input.movieId,
    name: input.name,
    role: input.role ?? null,
    description: input.description ?? null,
    photoUrl: input.photoUrl ?? null,
    version: FIRST_VERSION,
  } satisfies Partial<Character>;
}

type Made = { id: string; userId: string; now: string };

// The whole record as the server would answer the create, for a create not sent yet.
export function newMovie(input: MovieInput, { id, userId, now }: Made): Movie {
  return {
    id,
    userId,
    ...movieFieldsOnCreate(input),
    lastEditedBy: userId,
    sceneCount: 0,
    createdAt: now,
    updatedAt: now,
    role: "owner",
    ownerName: null,
  };
}

// A new scene goes to the end of its movie: the server numbers it; the app shows the next number.
export function newScene(input: SceneInput, made: Made & { sceneNumber: number }): Scene {
  const { id, userId, now, sceneNumber } = made;
  return { id, userId, ...sceneFieldsOnCreate(input), sceneNumber, createdAt: now, updatedAt: now };
}

export function newCharacter(input: CharacterInput, { id, userId, now }: Made): Character {
  return { id, userId, ...characterFieldsOnCreate(input), createdAt: now, updatedAt: now };
}
