import { beatStructures, type BeatStructure } from "#contracts/development-catalogue.ts";
import { SegmentedChoice } from "#app/components/ui/segmented-choice";
import type { Scene } from "#app/features/scenes/scenes-api";
import { BoardCard } from "./board-card";
import { BoardColumn } from "./board-column";
import { placedCount, UNPLACED } from "./board-model";
import type { BeatBoard } from "./develop-api";
import { SaveProblem, SaveState } from "./save-state";
import { useBoardDrag } from "./use-board-drag";
import { useBoardEditor } from "./use-board-editor";

const STRUCTURE_LABEL: Record<BeatStructure, string> = {
  save_the_cat: "Save the Cat (15 beats)",
  three_act_structure: "Three acts",
};

// The board itself: the structure switch, the tray and the beats with their cards, and where its
// saving stands (it saves as cards move). Its state is useBoardEditor; a card's drag is
// useBoardDrag.
export function BoardEditor({
  movieId,
  board,
  scenes,
  readOnly = false,
}: {
  movieId: string;
  board: BeatBoard;
  scenes: Scene[];
  /** Shared with this person to comment or read: the board is shown, never moved. */
  readOnly?: boolean;
}) {
  const editor = useBoardEditor(movieId, board, scenes);
  const { drag, grip } = useBoardDrag((sceneId, target) => {
    if (!readOnly) editor.move(sceneId, target.column, target.index);
  });
  const { columns, beats, byId } = editor;
  const allColumns = [UNPLACED, ...beats.map((b) => b.key)].map((key) => ({
    key,
    title: editor.columnTitle(key),
  }));
  const dragged = drag ? byId.get(drag.sceneId) : undefined;

  const column = (key: string, title: string, hint: string | null, number: number | null) => {
    const ids = columns[key] ?? [];
    return (
      <BoardColumn
        key={key}
        columnKey={key}
        title={title}
        hint={hint}
        number={number}
        ids={ids}
        dropAt={drag?.target?.column === key ? drag.target.index : null}
        renderCard={(sceneId, index) => {
          const scene = byId.get(sceneId);
          if (!scene) return null;
          return (
            <BoardCard
              scene={scene}
              column={key}
              index={index}
              count={ids.length}
              columns={allColumns}
              dragging={drag?.sceneId === sceneId}
              grip={grip}
              onMove={(to, at) => editor.move(sceneId, to, at)}
              onPickBeat={(to) => editor.move(sceneId, to, (columns[to] ?? []).length)}
            />
          );
        }}
      />
    );
  };

  if (readOnly) {
    return (
      <fieldset disabled className="grid min-w-0 gap-4">
        <p className="text-sm text-ink-soft">
          {placedCount(columns)} of {scenes.length} scenes on beats
        </p>
        {column(UNPLACED, "Not on a beat yet", null, null)}
        <div className="grid gap-3 md:grid-cols-2">
          {beats.map((beat, i) => column(beat.key, beat.title, beat.explanation, i + 1))}
        </div>
      </fieldset>
    );
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SegmentedChoice
          label="Structure"
          options={beatStructures.map((s) => ({ value: s, label: STRUCTURE_LABEL[s] }))}
          value={editor.structure}
          onChange={editor.changeStructure}
          className="bg-white"
        />
        <p className="text-sm text-ink-soft">
          {placedCount(columns)} of {scenes.length} scenes on beats
        </p>
      </div>

      {column(
        UNPLACED,
        "Not on a beat yet",
        "Drag these onto the beats below, or pick a beat on the card.",
        null,
      )}
      <div className="grid gap-3 md:grid-cols-2">
        {beats.map((beat, i) => column(beat.key, beat.title, beat.explanation, i + 1))}
      </div>

      <SaveProblem
        status={editor.status}
        message={editor.message}
        what="The beat board"
        onKeepMine={() => void editor.keepMine()}
        onLoadStored={() => void editor.loadStored()}
      />
      <div className="sticky bottom-[calc(5rem+env(safe-area-inset-bottom))] z-10 flex items-center gap-3 rounded-2xl border border-line bg-white/95 px-4 py-3 shadow-lg backdrop-blur">
        <SaveState
          status={editor.status}
          idle={
            editor.neverSaved ? "Move a scene onto a beat; the board saves as you go." : undefined
          }
        />
        {editor.status === "saved" && !editor.neverSaved && (
          <span className="text-sm text-ink-soft">The first draft follows this order.</span>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {editor.announcement}
      </p>
      {drag && dragged && (
        <div
          aria-hidden
          className="pointer-events-none fixed z-50 w-64 -translate-x-4 -translate-y-1/2 rotate-2 rounded-xl border border-ember bg-white px-3 py-2.5 text-sm font-semibold shadow-2xl"
          style={{ left: drag.x, top: drag.y }}
        >
          {dragged.title}
        </div>
      )}
    </div>
  );
}
