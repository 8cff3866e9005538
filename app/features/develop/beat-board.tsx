import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { useScenes } from "#app/features/scenes/scenes-api";
import { scenesPath } from "#app/lib/paths";
import { BoardEditor } from "./board-editor";
import { useBeatBoard } from "./develop-api";

// The captured scenes as cards on the beats of a structure. Cards move by pointer (drag the
// grip: mouse, pen or finger) or by the controls on each card (keyboard and screen readers).
export function BeatBoard({ movieId, readOnly = false }: { movieId: string; readOnly?: boolean }) {
  const board = useBeatBoard(movieId);
  const scenes = useScenes(movieId);
  if (board.isPending || scenes.isPending) {
    return (
      <div role="status" className="h-40 animate-pulse rounded-2xl border border-line bg-white">
        <span className="sr-only">Loading the beat board…</span>
      </div>
    );
  }
  if (board.isError || scenes.isError) {
    return (
      <FormAlert>
        We couldn't load the beat board. {(board.error ?? scenes.error)?.message}{" "}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => void board.refetch().then(() => scenes.refetch())}
        >
          Try again
        </button>
      </FormAlert>
    );
  }
  if (scenes.data.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-line bg-white/60 p-6 text-center">
        <p className="font-semibold">No scenes to place yet</p>
        {readOnly ? (
          <p className="mt-1 text-ink-soft">The movie has no scenes yet.</p>
        ) : (
          <>
            <p className="mt-1 text-ink-soft">
              Capture a few moments; each one becomes a card here.
            </p>
            <Link
              to={scenesPath(movieId)}
              className={buttonClasses({ className: "mt-4", size: "sm" })}
            >
              Capture a scene
            </Link>
          </>
        )}
      </div>
    );
  }
  return (
    <BoardEditor movieId={movieId} board={board.data} scenes={scenes.data} readOnly={readOnly} />
  );
}
