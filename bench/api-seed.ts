// The data of `npm run bench:api`, made through the API as a person would: one account, one movie
// and its 200 scenes of about 930 bytes of JSON each (a 186 KB list before compression).
import { signUpThroughMail } from "../tests/support/mailed-sign-up.ts";

export const SCENES = 200;

const words =
  "the summer we drove north with the windows down and the radio playing songs my mother knew by heart while the fields went gold".split(
    " ",
  );
const prose = (seed: number, count: number) =>
  Array.from({ length: count }, (_, i) => words[(seed * 7 + i * 3) % words.length]).join(" ");

// One person, one movie, 200 scenes of about 900 bytes of JSON each, made through the API.
export async function seedMovie(baseUrl: string): Promise<{ cookie: string; movieId: string }> {
  const headers = { "content-type": "application/json", origin: baseUrl };
  const signUp = await signUpThroughMail(
    (url, { method, json }) =>
      fetch(`${baseUrl}${url}`, {
        method,
        headers,
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      }),
    { email: `bench-${Date.now()}@example.com`, password: "bench password 1", name: "Bench" },
  );
  if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const post = async (url: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method: "POST",
      headers: { ...headers, cookie },
      body: JSON.stringify(body),
    });
    if (response.status !== 201) throw new Error(`${url}: ${response.status}`);
    return (await response.json()) as { id: string };
  };
  const movie = await post("/api/movies", { title: "A Life in Two Hundred Scenes" });
  for (let n = 1; n <= SCENES; n++) {
    await post("/api/scenes", {
      movieId: movie.id,
      title: `Scene ${n}: ${prose(n, 5)}`,
      description: prose(n + 1, 30),
      sceneNumber: n,
      location: "Grandmother's kitchen, Porto",
      timeOfDay: "evening",
      elements: [
        { id: `t${n}`, elementType: "text", content: { text: prose(n + 2, 52) } },
        { id: `q${n}`, elementType: "quote", content: { quote: prose(n + 3, 12) } },
      ],
    });
  }
  return { cookie, movieId: movie.id };
}
