import type { Session, TestApp } from "./test-app.ts";

// The summer with Dad, captured through the API as a person would: a movie, Dad on the
// Characters page, and two scenes (the lake at dawn with quotes by Dad and by Me; the dock).
export type SummerStory = { movieId: string; lakeId: string; dockId: string };

async function created(response: Response): Promise<string> {
  const body = (await response.json()) as { id: string };
  if (response.status !== 201) throw new Error(`${response.status}: ${JSON.stringify(body)}`);
  return body.id;
}

export async function captureSummer(t: TestApp, as: Session): Promise<SummerStory> {
  const movieId = await created(
    await t.request("/api/movies", {
      method: "POST",
      as,
      json: { title: "The Summer of the Lake" },
    }),
  );
  const dad = await created(
    await t.request("/api/characters", {
      method: "POST",
      as,
      json: { movieId, name: "Dad", role: "my father", description: "patient, smells of pine tar" },
    }),
  );
  const scene = async (body: Record<string, unknown>) =>
    created(
      await t.request("/api/scenes", {
        method: "POST",
        as,
        json: { movieId, description: "", sceneNumber: 1, metadata: {}, ...body },
      }),
    );
  const lakeId = await scene({
    title: "Fishing with Dad",
    location: "The lake at dawn",
    characterIds: [dad],
    elements: [
      {
        id: "t1",
        elementType: "text",
        content: { text: "I am twelve and I think the fog is the lake breathing." },
      },
      {
        id: "q1",
        elementType: "quote",
        content: { quote: "Cast it past the reeds. Fish hide where it's quiet.", author: "Dad" },
      },
      {
        id: "q2",
        elementType: "quote",
        content: { quote: "What if I don't catch anything?", author: "Me" },
      },
    ],
  });
  const dockId = await scene({
    title: "The dock",
    location: "The old dock",
    characterIds: [],
    elements: [
      { id: "c1", elementType: "calendar", content: { date: "1994-07-02", title: "First fish" } },
      { id: "q3", elementType: "quote", content: { quote: "Look! I got one!", author: "I" } },
    ],
  });
  return { movieId, lakeId, dockId };
}
