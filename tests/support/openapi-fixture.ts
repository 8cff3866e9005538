import type { Session, TestApp } from "../factories/test-app.ts";

// The API's own OpenAPI document, read as a test drives it: every operation with a valid example
// body (built from its schema) and the ids its path parameters need, made for one user. Shared
// by the input sweep (one bad value at a time) and the property-based fuzz test (random values).

export type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  default?: unknown;
  minimum?: number;
  additionalProperties?: unknown;
};
export type Operation = {
  parameters?: Array<{ name: string; in: "path" | "query"; required?: boolean }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
};
export type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type ApiFixture = {
  doc: Doc;
  ids: Record<string, string>;
  resolve: (schema: Schema) => Schema;
  typeOf: (schema: Schema) => string | undefined;
  // A value the operation accepts for a field (`key` names the property it goes in).
  example: (schema: Schema, key?: string) => Json;
  // The id a path parameter of `route` needs to reach the user's own record.
  pathValue: (route: string, name: string) => string;
};

// Makes one of everything for `who` (movie, scene, character, development card, share link,
// screenplay version, voice consent) and reads the document.
export async function openApiFixture(t: TestApp, who: Session): Promise<ApiFixture> {
  const ids: Record<string, string> = {};
  const post = async (path: string, json: unknown, method = "POST") => {
    const response = await t.request(path, { method, as: who, json });
    if (response.status >= 300) {
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    }
    return (await response.json()) as Record<string, unknown>;
  };
  ids.movieId = (await t.createMovie(who)).id;
  const scene = await post("/api/scenes", { movieId: ids.movieId, title: "S", sceneNumber: 1 });
  ids.sceneId = String(scene.id);
  const character = await post("/api/characters", { movieId: ids.movieId, name: "Rosa" });
  ids.characterId = String(character.id);
  const element = await post("/api/category-elements", {
    movieId: ids.movieId,
    categoryGroup: "key_categories",
    categoryType: "logline",
  });
  ids.elementId = String(element.id);
  const link = await post(`/api/movies/${ids.movieId}/share-links`, {});
  ids.linkId = String(link.id);
  ids.token = String(link.token);
  await post(
    `/api/movies/${ids.movieId}/screenplay`,
    { fountain: "INT. HOUSE - DAY\n\nHello.", version: 0, name: "First" },
    "PUT",
  );
  const versions = (await (
    await t.request(`/api/movies/${ids.movieId}/screenplay/versions`, { as: who })
  ).json()) as Array<{ id: string }>;
  ids.versionId = versions[0]?.id ?? crypto.randomUUID();
  await post("/api/voice-transcription/consent", { consentGiven: true, isActive: true });
  const doc = (await (await t.request("/api/openapi.json")).json()) as Doc;

  const resolve = (schema: Schema): Schema => {
    let current = schema;
    while (current.$ref) {
      const name = current.$ref.split("/").pop() ?? "";
      current = doc.components.schemas[name] ?? {};
    }
    return current;
  };
  const typeOf = (schema: Schema): string | undefined =>
    Array.isArray(schema.type) ? schema.type.find((x) => x !== "null") : schema.type;

  // Valid values for fields whose rules a generic example would not meet.
  const known = (key: string): Json | undefined => {
    const values: Record<string, Json> = {
      movieId: ids.movieId ?? "",
      date: "2024-05-01",
      startTime: "09:00",
      endTime: "10:00",
      categoryGroup: "key_categories",
      categoryType: "logline",
      subComponentType: null,
      email: "someone@example.com",
      message: "A message that is long enough.",
      deviceId: "device-0123456789",
      path: "/missing",
      expiresAt: "2999-01-01T00:00:00Z",
      publicPath: `/media/${crypto.randomUUID()}`,
      placeholderUserId: "guest",
      structure: "three_act",
      beatKey: "act_one",
      filename: "script.fountain",
      content: "INT. HOUSE - DAY",
    };
    return key in values ? values[key] : undefined;
  };

  function example(schema: Schema, key = ""): Json {
    const s = resolve(schema);
    const fixed = known(key);
    if (fixed !== undefined && !(key === "content" && typeOf(s) === "object")) return fixed;
    if (s.const !== undefined) return s.const as Json;
    if (s.enum?.length) return s.enum[0] as Json;
    const choice = s.anyOf ?? s.oneOf;
    if (choice?.length) {
      const first = choice.find((c) => typeOf(resolve(c)) !== "null") ?? choice[0];
      return example(first as Schema, key);
    }
    if (s.allOf?.length) return example(s.allOf[0] as Schema, key);
    switch (typeOf(s)) {
      case "object": {
        const out: Record<string, Json> = {};
        for (const [name, child] of Object.entries(s.properties ?? {})) {
          out[name] = example(child, name);
        }
        return out;
      }
      case "array":
        return s.items ? [example(s.items, key)] : [];
      case "integer":
      case "number":
        return key === "version" ? 1 : Math.max(1, s.minimum ?? 1);
      case "boolean":
        return false;
      case "string":
        if (s.format === "uuid") return crypto.randomUUID();
        if (s.format === "date-time") return "2999-01-01T00:00:00Z";
        if (key === "text" || key === "quote" || key === "title" || key === "name") return "Words";
        if (/url/i.test(key)) return "/media/picture.jpg";
        return "value";
      default:
        return {};
    }
  }

  const pathValue = (route: string, name: string): string => {
    if (name === "movieId") return ids.movieId ?? "";
    if (name === "versionId") return ids.versionId ?? "";
    if (name === "token") return ids.token ?? "";
    if (name === "objectId") return crypto.randomUUID();
    if (route.startsWith("/api/scenes")) return ids.sceneId ?? "";
    if (route.startsWith("/api/characters")) return ids.characterId ?? "";
    if (route.startsWith("/api/category-elements")) return ids.elementId ?? "";
    if (route.startsWith("/api/share-links")) return ids.linkId ?? "";
    if (route.startsWith("/api/voice")) return crypto.randomUUID();
    return ids.movieId ?? "";
  };

  return { doc, ids, resolve, typeOf, example, pathValue };
}
