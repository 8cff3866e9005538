import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button";
import { GuestSceneList } from "#app/features/scenes/guest-scene-list";
import { useScenes } from "#app/features/scenes/scenes-api";
import { SceneComposer } from "./scene-composer";
import { countOf } from "#contracts/plural.ts";

// A guest's movie on /movify: the scenes captured so far (read-only: editing and ordering are
// for accounts) and "Add a scene" with the parts of the composer open to guests (GIF Library
// and Emotions Wheel).
export function GuestSceneStarter({ movieId }: { movieId: string }) {
  const [open, setOpen] = useState(false);
  const scenes = useScenes(movieId);
  const list = scenes.data ?? [];
  return (
    <div className="rounded-2xl border border-line bg-white p-5 sm:p-6">
      <h2 className="text-lg font-semibold">
        {list.length > 0 ? "Your scenes" : "Capture a first moment"}
      </h2>
      {list.length > 0 ? (
        <p role="status" className="mt-1.5 text-ink-soft">
          {`${countOf(list.length, "scene", "scenes")} captured`}
        </p>
      ) : (
        <p className="mt-1.5 leading-relaxed text-ink-soft">
          Write what happened, add a GIF or pick how it felt. Each moment becomes a scene.
        </p>
      )}
      {list.length > 0 && <GuestSceneList scenes={list} />}
      <Button variant="secondary" size="lg" block className="mt-4" onClick={() => setOpen(true)}>
        <Plus className="size-5" aria-hidden />
        Add a scene
      </Button>
      <SceneComposer open={open} onOpenChange={setOpen} movieId={movieId} isGuest />
    </div>
  );
}
