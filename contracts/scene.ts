import { z } from "./zod.ts";
import { freeJson, int4, INT4_MAX, line, text } from "./input-rules.ts";
import { elementTypes, sceneElementSchema, type SceneElement } from "./scene-element.ts";

export const sceneCreateSchema = z.object({
  id: z.uuid("id must be a UUID").optional(),
  movieId: line({ error: "movieId is required" }).min(1, "movieId is required"),
  title: line({ error: "Title is required" }).trim().min(1, "Title is required"),
  description: text().optional(),
  sceneNumber: z
    .number({ error: "sceneNumber must be an integer" })
    .int("sceneNumber must be an integer")
    .min(-INT4_MAX, "sceneNumber is out of range")
    .max(INT4_MAX, "sceneNumber is out of range"),
  location: line().optional(),
  elements: z.array(sceneElementSchema).default([]),
  characterIds: z.array(line()).default([]),
  timeOfDay: line().optional(),
  duration: int4("duration", 0, "duration must be a whole number of seconds").optional(),
  metadata: freeJson("metadata").default({}),
  sceneType: z.enum(elementTypes).optional(),
  content: text().optional(),
});

export type SceneCreate = z.infer<typeof sceneCreateSchema>;

type LegacyScene = { id: string; sceneType?: string | null; content?: string | null };

// Legacy scenes carried one piece of content beside a sceneType. Content may be a JSON object of
// that type's content or a bare string for the type's main field.
export function migrateLegacyScene(scene: LegacyScene): SceneElement[] {
  const type = scene.sceneType;
  const raw = scene.content;
  if (!type || raw === null || raw === undefined || raw === "") return [];
  let content: unknown = raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === "object") content = parsed;
  } catch {
    // a plain string: mapped below
  }
  if (typeof content === "string") {
    const mainField: Record<string, Record<string, unknown>> = {
      text: { text: content },
      quote: { quote: content },
      image: { imageUrl: content, alt: "" },
      gif: { gifUrl: content, alt: "" },
      video: { videoUrl: content, title: "" },
      gallery: { images: [{ url: content, alt: "" }] },
    };
    content = mainField[type];
  }
  const result = sceneElementSchema.safeParse({
    id: `${scene.id}-legacy`,
    elementType: type,
    content,
  });
  if (!result.success) {
    throw new Error(
      `Legacy scene ${scene.id} cannot be migrated: ${result.error.issues[0]?.message}`,
    );
  }
  return [result.data];
}
