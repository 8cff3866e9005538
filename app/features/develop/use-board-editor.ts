import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { beatsOf, beatStructures, type BeatStructure } from "#contracts/development-catalogue.ts";
import type { Scene } from "#app/features/scenes/scenes-api";
import { useAutosave } from "#app/lib/autosave/use-autosave";
import {
  columnsOf,
  moveScene,
  sameColumns,
  switchStructure,
  UNPLACED,
  type BoardColumns,
} from "./board-model";
import { beatBoardKey, fetchBeatBoard, useSaveBeatBoard, type BeatBoard } from "./develop-api";

type BoardState = { structure: BeatStructure; columns: BoardColumns };

const sameBoard = (a: BoardState, b: BoardState) =>
  a.structure === b.structure && sameColumns(a.columns, b.columns);

const stateOf = (board: BeatBoard): BoardState => ({
  structure: board.structure,
  columns: columnsOf(board),
});

// A copy kept in this browser, read back; the scenes it places must still be the movie's (a scene
// deleted since goes back to nobody, one added since waits in the tray).
function restoreBoard(raw: unknown, scenes: Scene[]): BoardState | null {
  if (!raw || typeof raw !== "object") return null;
  const { structure, columns } = raw as Partial<BoardState>;
  if (!structure || !(beatStructures as readonly string[]).includes(structure)) return null;
  if (!columns || typeof columns !== "object") return null;
  const ids = new Set(scenes.map((s) => s.id));
  const placed = new Set<string>();
  const kept: BoardColumns = {};
  for (const key of [UNPLACED, ...beatsOf(structure).map((b) => b.key)]) {
    const list = Array.isArray(columns[key]) ? columns[key] : [];
    kept[key] = list.filter((id) => typeof id === "string" && ids.has(id) && !placed.has(id));
    kept[key].forEach((id) => placed.add(id));
  }
  kept[UNPLACED] = [
    ...(kept[UNPLACED] ?? []),
    ...scenes.map((s) => s.id).filter((id) => !placed.has(id)),
  ];
  return { structure, columns: kept };
}

// The beat board being edited: the structure, where each scene sits (board-model.ts makes every
// move), what to announce after a move, and saving as it goes with the stored version (a copy
// stays in this browser until the server has it; a stale version waits for the person's choice).
export function useBoardEditor(movieId: string, board: BeatBoard, scenes: Scene[]) {
  const save = useSaveBeatBoard(movieId);
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState("");
  const byId = useMemo(() => new Map(scenes.map((s) => [s.id, s])), [scenes]);

  const autosave = useAutosave<BoardState>({
    storageKey: `lifescript.beat-board.${movieId}`,
    saved: stateOf(board),
    version: board.version,
    same: sameBoard,
    save: async (state, version) => {
      const beats = beatsOf(state.structure);
      const stored = await save.mutateAsync({
        structure: state.structure,
        beats: beats.map((b) => ({ beatKey: b.key, sceneIds: state.columns[b.key] ?? [] })),
        version,
      });
      return stored.version;
    },
    restore: (raw) => restoreBoard(raw, scenes),
  });
  const { structure, columns } = autosave.value;
  const beats = beatsOf(structure);

  const columnTitle = (key: string) =>
    key === UNPLACED ? "Not on a beat" : (beats.find((b) => b.key === key)?.title ?? key);

  function move(sceneId: string, column: string, index: number) {
    autosave.setValue((s) => ({ ...s, columns: moveScene(s.columns, sceneId, column, index) }));
    const scene = byId.get(sceneId);
    setAnnouncement(
      `${scene?.title ?? "Scene"} moved to ${columnTitle(column)}, position ${index + 1}.`,
    );
  }

  function changeStructure(next: BeatStructure) {
    if (next === structure) return;
    autosave.setValue((s) => ({
      structure: next,
      columns: switchStructure(
        s.columns,
        beatsOf(s.structure).map((b) => b.key),
        beatsOf(next).map((b) => b.key),
      ),
    }));
  }

  async function stored() {
    const fresh = await fetchBeatBoard(movieId);
    queryClient.setQueryData(beatBoardKey(movieId), fresh);
    return fresh;
  }

  return {
    structure,
    beats,
    columns,
    byId,
    columnTitle,
    status: autosave.status,
    message: autosave.message,
    /** Nothing was ever saved and nothing is placed yet. */
    neverSaved: autosave.version() === 0,
    announcement,
    move,
    changeStructure,
    keepMine: async () => autosave.keepMine((await stored()).version),
    loadStored: async () => {
      const fresh = await stored();
      autosave.takeStored(stateOf(fresh), fresh.version);
    },
  };
}
