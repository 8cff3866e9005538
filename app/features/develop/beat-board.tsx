import { clsx } from "clsx";
import { ArrowDown, ArrowUp, GripVertical, MapPin, Save } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { beatsOf, beatStructures, type BeatStructure } from "@contracts/development-catalogue.ts";
import { Button, buttonClasses } from "~/components/ui/button";
import { ConflictAlert } from "~/components/ui/conflict-alert";
import { FormAlert } from "~/components/ui/form-alert";
import { useScenes, type Scene } from "~/features/scenes/scenes-api";
import { isConflict } from "~/lib/api-client";
import { scenesPath } from "~/lib/paths";
import { moveScene, sameColumns, UNPLACED, type BoardColumns } from "./board-model";
import { useBeatBoard, useSaveBeatBoard, type BeatBoard as BoardData } from "./develop-api";

const STRUCTURE_LABEL: Record<BeatStructure, string> = {
  save_the_cat: "Save the Cat (15 beats)",
  three_act_structure: "Three acts",
};

function columnsOf(board: BoardData): BoardColumns {
  const columns: BoardColumns = { [UNPLACED]: [...board.unplacedSceneIds] };
  for (const beat of board.beats) columns[beat.beatKey] = [...beat.sceneIds];
  return columns;
}

type Drag = {
  sceneId: string;
  x: number;
  y: number;
  target: { column: string; index: number } | null;
};

// The captured scenes as cards on the beats of a structure. Cards move by pointer (drag the
// grip: mouse, pen or finger) or by the controls on each card (keyboard and screen readers).
export function BeatBoard({ movieId }: { movieId: string }) {
  const board = useBeatBoard(movieId);
  const scenes = useScenes(movieId);
  // A reload after a conflict starts the editor again from the stored board.
  const [generation, setGeneration] = useState(0);
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
        <p className="mt-1 text-ink-soft">Capture a few moments; each one becomes a card here.</p>
        <Link to={scenesPath(movieId)} className={buttonClasses({ className: "mt-4", size: "sm" })}>
          Capture a scene
        </Link>
      </div>
    );
  }
  return (
    <BoardEditor
      key={generation}
      movieId={movieId}
      board={board.data}
      scenes={scenes.data}
      reload={() => board.refetch().then(() => setGeneration((g) => g + 1))}
    />
  );
}

function BoardEditor({
  movieId,
  board,
  scenes,
  reload,
}: {
  movieId: string;
  board: BoardData;
  scenes: Scene[];
  reload: () => Promise<unknown>;
}) {
  const saved = useMemo(() => columnsOf(board), [board]);
  const [structure, setStructure] = useState<BeatStructure>(board.structure);
  const [columns, setColumns] = useState<BoardColumns>(saved);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [error, setError] = useState<{ message: string; conflict: boolean } | null>(null);
  const [justSaved, setJustSaved] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const save = useSaveBeatBoard(movieId);
  const byId = useMemo(() => new Map(scenes.map((s) => [s.id, s])), [scenes]);
  const beats = beatsOf(structure);
  const dirty = structure !== board.structure || !sameColumns(columns, saved);
  const boardRef = useRef<HTMLDivElement>(null);

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

  function switchStructure(next: BeatStructure) {
    if (next === structure) return;
    // Beats differ between structures: every scene goes back to the tray, in its current order.
    const order = [...(columns[UNPLACED] ?? [])];
    for (const beat of beats) order.push(...(columns[beat.key] ?? []));
    const fresh: BoardColumns = { [UNPLACED]: order };
    for (const beat of beatsOf(next)) fresh[beat.key] = [];
    setStructure(next);
    setColumns(fresh);
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

  // --- pointer drag ---
  function targetAt(x: number, y: number): Drag["target"] {
    const hit = document.elementFromPoint(x, y);
    const zone = hit?.closest<HTMLElement>("[data-drop-column]");
    const column = zone?.dataset.dropColumn;
    if (!zone || !column) return null;
    const cards = [...zone.querySelectorAll<HTMLElement>("[data-scene-card]")];
    let index = 0;
    for (const card of cards) {
      const rect = card.getBoundingClientRect();
      if (y > rect.top + rect.height / 2) index += 1;
    }
    return { column, index };
  }

  function onGripDown(e: React.PointerEvent<HTMLButtonElement>, sceneId: string) {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    setDrag({ sceneId, x: e.clientX, y: e.clientY, target: null });
  }
  function onGripMove(e: React.PointerEvent<HTMLButtonElement>) {
    if (!drag) return;
    const { clientX: x, clientY: y } = e;
    if (y < 72) window.scrollBy(0, -12);
    else if (y > window.innerHeight - 110) window.scrollBy(0, 12);
    setDrag({ ...drag, x, y, target: targetAt(x, y) });
  }
  function onGripUp(e: React.PointerEvent<HTMLButtonElement>) {
    if (!drag) return;
    const target = targetAt(e.clientX, e.clientY);
    if (target) move(drag.sceneId, target.column, target.index);
    setDrag(null);
  }

  const allColumns = [UNPLACED, ...beats.map((b) => b.key)];

  function renderCard(sceneId: string, column: string, index: number, count: number) {
    const scene = byId.get(sceneId);
    if (!scene) return null;
    const dragging = drag?.sceneId === sceneId;
    return (
      <li
        key={sceneId}
        data-scene-card={sceneId}
        className={clsx(
          "flex items-stretch gap-1 rounded-xl border border-line bg-white shadow-[0_1px_2px_rgba(28,23,20,0.06)]",
          dragging && "opacity-40",
        )}
      >
        <button
          type="button"
          aria-label={`Drag ${scene.title}`}
          title="Drag to a beat"
          onPointerDown={(e) => onGripDown(e, sceneId)}
          onPointerMove={onGripMove}
          onPointerUp={onGripUp}
          onPointerCancel={() => setDrag(null)}
          className="flex w-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-l-xl text-ink-soft hover:bg-cream active:cursor-grabbing"
        >
          <GripVertical className="size-5" aria-hidden />
        </button>
        <div className="min-w-0 flex-1 py-2.5">
          <p className="truncate text-[15px] font-semibold">
            <span className="mr-1.5 font-script text-xs text-ink-soft">#{scene.sceneNumber}</span>
            {scene.title}
          </p>
          {scene.location && (
            <p className="mt-0.5 flex items-center gap-1 truncate text-xs text-ink-soft">
              <MapPin className="size-3" aria-hidden />
              {scene.location}
            </p>
          )}
          <label className="mt-1.5 flex items-center gap-1.5 text-xs text-ink-soft">
            <span>Beat</span>
            <select
              aria-label={`Beat for ${scene.title}`}
              value={column}
              onChange={(e) => {
                const to = e.target.value;
                move(sceneId, to, (columns[to] ?? []).length);
              }}
              className="max-w-44 min-w-0 rounded-md border border-line bg-paper px-1.5 py-1 text-xs text-ink"
            >
              {allColumns.map((key) => (
                <option key={key} value={key}>
                  {columnTitle(key)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="flex shrink-0 flex-col justify-center pr-1">
          <button
            type="button"
            aria-label={`Move ${scene.title} up`}
            disabled={index === 0}
            onClick={() => move(sceneId, column, index - 1)}
            className="grid size-8 place-items-center rounded-lg text-ink-soft hover:bg-cream disabled:opacity-30"
          >
            <ArrowUp className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            aria-label={`Move ${scene.title} down`}
            disabled={index === count - 1}
            onClick={() => move(sceneId, column, index + 2)}
            className="grid size-8 place-items-center rounded-lg text-ink-soft hover:bg-cream disabled:opacity-30"
          >
            <ArrowDown className="size-4" aria-hidden />
          </button>
        </div>
      </li>
    );
  }

  function renderColumn(key: string, title: string, hint: string | null, index: number | null) {
    const ids = columns[key] ?? [];
    const isTarget = drag?.target?.column === key;
    return (
      <section
        key={key}
        aria-label={title}
        data-drop-column={key}
        data-testid={`beat-${key}`}
        className={clsx(
          "rounded-2xl border p-3 transition-colors",
          key === UNPLACED ? "border-gold/50 bg-gold/10" : "border-line bg-paper",
          isTarget && "border-ember bg-ember/5",
        )}
      >
        <div className="flex items-baseline justify-between gap-2 px-1">
          <h4 className="text-sm font-semibold">
            {index !== null && <span className="mr-1.5 text-ink-soft tabular-nums">{index}.</span>}
            {title}
          </h4>
          <span className="text-xs text-ink-soft tabular-nums">{ids.length}</span>
        </div>
        {hint && <p className="mt-0.5 px-1 text-xs text-ink-soft">{hint}</p>}
        <ul className="mt-2 grid gap-2">
          {ids.map((id, i) => (
            <FragmentWithMarker key={id} show={isTarget && drag?.target?.index === i}>
              {renderCard(id, key, i, ids.length)}
            </FragmentWithMarker>
          ))}
          {isTarget && drag?.target?.index === ids.length && <DropMarker />}
          {ids.length === 0 && (
            <li className="rounded-xl border border-dashed border-line px-3 py-3 text-center text-xs text-ink-soft">
              {key === UNPLACED ? "Every scene is on a beat." : "Drop a scene here"}
            </li>
          )}
        </ul>
      </section>
    );
  }

  const dragged = drag ? byId.get(drag.sceneId) : undefined;
  const placed = Object.entries(columns)
    .filter(([k]) => k !== UNPLACED)
    .reduce((n, [, ids]) => n + ids.length, 0);

  return (
    <div ref={boardRef} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex rounded-xl border border-line bg-white p-1">
          <legend className="sr-only">Structure</legend>
          {beatStructures.map((s) => (
            <label
              key={s}
              className={clsx(
                "cursor-pointer rounded-lg px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ember-dark",
                structure === s ? "bg-night text-paper" : "text-ink-soft hover:text-ink",
              )}
            >
              <input
                type="radio"
                name="structure"
                value={s}
                checked={structure === s}
                onChange={() => switchStructure(s)}
                className="sr-only"
              />
              {STRUCTURE_LABEL[s]}
            </label>
          ))}
        </fieldset>
        <p className="text-sm text-ink-soft">
          {placed} of {scenes.length} scenes on beats
        </p>
      </div>

      {renderColumn(
        UNPLACED,
        "Not on a beat yet",
        "Drag these onto the beats below, or pick a beat on the card.",
        null,
      )}
      <div className="grid gap-3 md:grid-cols-2">
        {beats.map((beat, i) => renderColumn(beat.key, beat.title, beat.explanation, i + 1))}
      </div>

      {error &&
        (error.conflict ? (
          <ConflictAlert
            message={error.message}
            reloadLabel="Reload the board"
            onReload={() => void reload()}
          />
        ) : (
          <FormAlert>
            <p>{error.message}</p>
          </FormAlert>
        ))}
      <div className="sticky bottom-[calc(5rem+env(safe-area-inset-bottom))] z-10 flex items-center gap-3 rounded-2xl border border-line bg-white/95 px-4 py-3 shadow-lg backdrop-blur">
        <Button
          onClick={() => void submit()}
          pending={save.isPending}
          pendingLabel="Saving…"
          disabled={!dirty}
        >
          <Save className="size-4" aria-hidden />
          Save beat board
        </Button>
        <span role="status" className="text-sm text-ink-soft">
          {dirty
            ? "Unsaved changes"
            : justSaved
              ? "Saved. The first draft follows this order."
              : board.version > 0
                ? "Saved"
                : "Not saved yet"}
        </span>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
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

function DropMarker() {
  return <li aria-hidden className="h-1 rounded-full bg-ember" />;
}

function FragmentWithMarker({ show, children }: { show: boolean; children: React.ReactNode }) {
  return (
    <>
      {show && <DropMarker />}
      {children}
    </>
  );
}
