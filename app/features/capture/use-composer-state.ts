import { useEffect, useReducer, useRef } from "react";
import type { Scene } from "#app/features/scenes/scenes-api";
import { composerReducer, emptyComposer } from "./composer-state";

export const newId = (): string => crypto.randomUUID();

// The composer's state (composer-state.ts) tied to the sheet: each opening starts with the pickers
// closed; editing loads the scene once per opening, so a refetch of the list while the composer is
// open cannot undo the edits.
export function useComposerState(open: boolean, scene: Scene | null | undefined) {
  const [state, dispatch] = useReducer(composerReducer, undefined, () =>
    emptyComposer({ scene: newId(), text: newId() }),
  );
  const sceneRef = useRef(scene);
  sceneRef.current = scene;
  const sceneId = scene?.id;
  useEffect(() => {
    const loaded = sceneRef.current;
    if (!open) dispatch({ type: "closed" });
    else if (loaded) dispatch({ type: "open-scene", scene: loaded, textId: newId() });
    else dispatch({ type: "open-new", ids: { scene: newId(), text: newId() } });
  }, [open, sceneId]);
  return [state, dispatch] as const;
}
