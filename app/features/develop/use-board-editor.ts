import { useEffect, useMemo, useState } from "react";
import { beatsOf, type BeatStructure } from "@contracts/development-catalogue.ts";
import type { Scene } from "~/features/scenes/scenes-api";
import { isConflict } from "~/lib/api-client";
import {
  columnsOf,
  moveScene,
  sameColumns,
  switchStructure,
  UNPLACED,
  type BoardColumns,
} from "./board-model";
import { useSaveBeatBoard, type BeatBoard } from "./develop-api";

export type BoardError = { message: string; conflict: boolean };

// The beat board being edited: the structure, where each scene sits (board-model.ts makes every
// move), what to announce after a move, and saving with the stored version (a stale one is said
// plainly, with a reload).
export function useBoardEditor(movieId: string, board: BeatBoard, scenes: Scene[]) {
  const saved = useMemo(() => columnsOf(board), [board]);
  const [structure, setStructure] = useState<BeatStructure>(board.structure);
  const [columns, setColumns] = useState<BoardColumns>(saved);
  const [error, setError] = useState<BoardError | null>(null);
  const [justSaved, setJustSaved] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const save = useSaveBeatBoard(movieId);
  const byId = useMemo(() => new Map(scenes.map((s) => [s.id, s])), [scenes]);
  const beats = beatsOf(structure);
  const dirty = structure !== board.structure || !sameColumns(columns, saved);

  useEffect(() => {
    if (dirty) setJustSaved(false);
  }, [dirty]);

  const columnTitle = (key: string) =>
    key === UNPLACED ? "Not on a beat" : (beats.find((b) => b.key === key)?.title ?? key);

  function move(sceneId: string, column: string, index: number) {
    setColumns((c) => moveScene(c, sceneId, column, index));
    const scene = byId.get(sceneId);
    setAnnouncement(
      `${scene?.title ?? "Scene"} moved to ${columnTitle(column)}, position ${index + 1}.`,
    );
  }

  function changeStructure(next: BeatStructure) {
    if (next === structure) return;
    setStructure(next);
    setColumns(
      switchStructure(
        columns,
        beats.map((b) => b.key),
        beatsOf(next).map((b) => b.key),
      ),
    );
  }

  async function submit() {
    setError(null);
    try {
      await save.mutateAsync({
        structure,
        beats: beats.map((b) => ({ beatKey: b.key, sceneIds: columns[b.key] ?? [] })),
        version: board.version,
      });
      setJustSaved(true);
    } catch (e) {
      const conflict = isConflict(e);
      setError({
        conflict,
        message: conflict
          ? "The beat board was changed somewhere else since you opened it. Reload to see that version (your moves here will be lost)."
          : e instanceof Error
            ? e.message
            : "The board could not be saved. Try again.",
      });
    }
  }

  return {
    structure,
    beats,
    columns,
    byId,
    columnTitle,
    dirty,
    justSaved,
    error,
    announcement,
    saving: save.isPending,
    move,
    changeStructure,
    submit,
  };
}
