import { CheckCircle2, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { useScenes } from "~/features/scenes/scenes-api";
import { SceneComposer } from "./scene-composer";

// A guest who just started a movie can capture its first moments right away, with the parts of
// the composer open to guests (GIF Library and Emotions Wheel).
export function GuestSceneStarter({ movieId }: { movieId: string }) {
  const [open, setOpen] = useState(false);
  const scenes = useScenes(movieId);
  const count = scenes.data?.length ?? 0;
  return (
    <div className="rounded-2xl border border-line bg-white p-5 sm:p-6">
      <h2 className="text-lg font-semibold">Capture a first moment</h2>
      <p className="mt-1.5 leading-relaxed text-ink-soft">
        Write what happened, add a GIF or pick how it felt. Each moment becomes a scene.
      </p>
      {count > 0 && (
        <p
          role="status"
          className="mt-3 flex items-center gap-1.5 text-sm font-medium text-success"
        >
          <CheckCircle2 className="size-4" aria-hidden />
          {count === 1 ? "1 scene captured" : `${count} scenes captured`}
        </p>
      )}
      <Button variant="secondary" size="lg" block className="mt-4" onClick={() => setOpen(true)}>
        <Plus className="size-5" aria-hidden />
        {count > 0 ? "Add another scene" : "Add the first scene"}
      </Button>
      <SceneComposer open={open} onOpenChange={setOpen} movieId={movieId} isGuest />
    </div>
  );
}
