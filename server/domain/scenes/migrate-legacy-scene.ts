import { sceneElementSchema, type SceneElement } from "#contracts/scene-element.ts";

export type LegacyScene = { id: string; sceneType?: string | null; content?: string | null };

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
