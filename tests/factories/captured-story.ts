// A small life story captured through the API, as a person would in the app: what the screenplay,
// development and share-link tests compile. (life-story.ts is the whole story the export uses.)
import type { Session, TestApp } from "./test-app.ts";

export type CapturedStory = {
  movieId: string;
  characterId: string;
  sceneIds: [string, string, string];
};

async function json<T>(response: Response, status: number): Promise<T> {
  const body = (await response.json()) as T;
  if (response.status !== status) {
    throw new Error(`expected ${status}, got ${response.status}: ${JSON.stringify(body)}`);
  }
  return body;
}

// A movie, a character, and three scenes: plain text, a quote by that character, a calendar event.
export async function captureLifeStory(
  t: TestApp,
  as: Session,
  title = "The Salt Road",
): Promise<CapturedStory> {
  const movie = await json<{ id: string }>(
    await t.request("/api/movies", {
      method: "POST",
      as,
      json: { title, description: "How Rosa crossed an ocean.", genre: "drama" },
    }),
    201,
  );
  const rosa = await json<{ id: string }>(
    await t.request("/api/characters", {
      method: "POST",
      as,
      json: {
        movieId: movie.id,
        name: "Rosa",
        role: "19, a fisherman's daughter",
        description: "quick to laugh, slow to cry",
      },
    }),
    201,
  );
  const scene = async (body: Record<string, unknown>) =>
    (
      await json<{ id: string }>(
        await t.request("/api/scenes", {
          method: "POST",
          as,
          json: { movieId: movie.id, description: "", sceneNumber: 1, metadata: {}, ...body },
        }),
        201,
      )
    ).id;
  const harbour = await scene({
    title: "The harbour at dawn",
    location: "Harbour of the village",
    characterIds: [],
    elements: [
      {
        id: "t1",
        elementType: "text",
        content: { text: "Fishing boats come home through the fog. Gulls scream over the nets." },
      },
    ],
  });
  const kitchen = await scene({
    title: "The last dinner",
    location: "Kitchen of the family house",
    characterIds: [rosa.id],
    elements: [
      { id: "t2", elementType: "text", content: { text: "Nobody mentions the suitcase." } },
      {
        id: "q1",
        elementType: "quote",
        content: { quote: "I will write every Sunday, I promise.", author: "rosa" },
      },
    ],
  });
  const ship = await scene({
    title: "The ship leaves",
    characterIds: [],
    elements: [
      {
        id: "c1",
        elementType: "calendar",
        content: {
          date: "1961-03-03",
          title: "The Santa Maria sails",
          description: "Rosa waves until the village is a line.",
          startTime: "07:30",
        },
      },
    ],
  });
  return { movieId: movie.id, characterId: rosa.id, sceneIds: [harbour, kitchen, ship] };
}
