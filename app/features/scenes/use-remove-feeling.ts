import { useQueryClient } from "@tanstack/react-query";
import type { SceneEmotion } from "#contracts/scene-metadata.ts";
import { readSceneMetadata } from "#contracts/scene-metadata-read.ts";
import { useToast } from "#app/components/ui/toast";
import { isConflict } from "#app/lib/api-client";
import { scenesQueryKey, useUpdateScene, type Scene } from "./scenes-api";

// Takes a feeling off a scene from its card: the scene's metadata without it, sent with the
// version the card shows. The words the feeling suggested stay in the text.
export function useRemoveFeeling(scene: Scene) {
  const update = useUpdateScene();
  const toast = useToast();
  const queryClient = useQueryClient();

  function remove(emotion: SceneEmotion) {
    const left = readSceneMetadata(scene.metadata).emotions.filter(
      (e) => !(e.core === emotion.core && e.feeling === emotion.feeling),
    );
    const { emotions: _removed, ...rest } = scene.metadata;
    update.mutate(
      {
        id: scene.id,
        version: scene.version,
        metadata: left.length > 0 ? { ...rest, emotions: left } : rest,
      },
      {
        onError: (error) => {
          toast({
            variant: "destructive",
            title: "The feeling is still there",
            description: isConflict(error)
              ? "This scene was changed somewhere else. It now shows the latest version; remove the feeling again if you still want to."
              : "It could not be removed. Check your connection and try again.",
          });
          void queryClient.invalidateQueries({ queryKey: scenesQueryKey(scene.movieId) });
        },
      },
    );
  }

  return { remove, pending: update.isPending };
}
