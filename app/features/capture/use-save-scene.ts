import { useToast } from "#app/components/ui/toast";
import { useCreateScene, useUpdateScene, type Scene } from "#app/features/scenes/scenes-api";
import { isConflict } from "#app/lib/api-client";
import { savedMessage } from "#app/lib/offline/index";
import type { ComposerState } from "./composer-state";
import { metadataOf } from "./scene-facts";
import { buildScenePayload, sceneTitle } from "./scene-payload";

// Create or save the composed scene: the payload checks first, then the request, then a toast
// for success or failure; onSaved lets the composer clear itself and close.
export function useSaveScene({
  movieId,
  scene,
  onSaved,
}: {
  movieId: string | null;
  /** The scene being edited; none creates a new one. */
  scene: Scene | null | undefined;
  onSaved: (created: boolean) => void;
}) {
  const toast = useToast();
  const createScene = useCreateScene();
  const updateScene = useUpdateScene();

  function save(state: ComposerState) {
    const { text, elements, characterIds, ids } = state;
    const check = buildScenePayload({
      movieId,
      text,
      elements,
      characterIds,
      sceneId: ids.scene,
      textElementId: ids.text,
      metadata: metadataOf(state),
    });
    if (!check.ok) {
      toast({ variant: "destructive", title: check.title, description: check.description });
      return;
    }
    if (scene) {
      updateScene.mutate(
        {
          id: scene.id,
          version: scene.version,
          title: sceneTitle(text, elements.length),
          elements: check.payload.elements,
          characterIds,
          metadata: check.payload.metadata,
        },
        {
          onSuccess: () => {
            toast({
              title: "Scene saved",
              description: savedMessage(scene.id, "Your changes have been saved."),
            });
            onSaved(false);
          },
          onError: (error) =>
            toast({
              variant: "destructive",
              title: "Error",
              description: isConflict(error)
                ? "This scene was changed elsewhere. Close the composer, then edit it again."
                : "Failed to save scene. Please try again.",
            }),
        },
      );
      return;
    }
    createScene.mutate(check.payload, {
      onSuccess: (created) => {
        toast({
          title: "Scene created",
          description: savedMessage(created.id, "Your scene has been successfully created."),
        });
        onSaved(true);
      },
      onError: () =>
        toast({
          variant: "destructive",
          title: "Error",
          description: "Failed to create scene. Please try again.",
        }),
    });
  }

  return { save, pending: createScene.isPending || updateScene.isPending };
}
