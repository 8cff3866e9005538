import { useRef, useState } from "react";
import { usePointerDrag } from "#app/components/ui/use-pointer-drag";
import { SceneCard } from "./scene-card";
import { dropIndex, moveItem } from "./order";
import type { Scene } from "./scenes-api";

type Drag = { id: string; from: number; startY: number; dy: number; over: number };

const GAP_PX = 16;

// The scenes in order. Reorder by dragging a card's handle, or with its move up/down buttons.
export function SceneList({
  scenes,
  characterNames,
  onReorder,
  onEdit,
  onDelete,
}: {
  scenes: Scene[];
  characterNames: (ids: string[]) => string[];
  onReorder: (ordered: Scene[], movedTitle: string, to: number) => void;
  onEdit: (scene: Scene) => void;
  onDelete: (scene: Scene) => void;
}) {
  const cards = useRef(new Map<string, HTMLElement>());
  const rects = useRef<DOMRect[]>([]);
  const [drag, setDrag] = useState<Drag | null>(null);

  // A card follows the pointer; the others make room where it would land; letting go reorders.
  const handle = usePointerDrag<Drag, HTMLButtonElement>({
    start: (event) => {
      const from = Number(
        event.currentTarget.closest<HTMLElement>("[data-scene-index]")?.dataset.sceneIndex,
      );
      const scene = scenes[from];
      if (!scene) return null;
      event.preventDefault();
      rects.current = scenes.map(
        (s) => cards.current.get(s.id)?.getBoundingClientRect() ?? new DOMRect(),
      );
      const next = { id: scene.id, from, startY: event.clientY, dy: 0, over: from };
      setDrag(next);
      return next;
    },
    move: (d, event) => {
      const dy = event.clientY - d.startY;
      const rect = rects.current[d.from];
      const center = rect ? rect.top + rect.height / 2 + dy : 0;
      const mids = rects.current.map((r) => r.top + r.height / 2);
      const next = { ...d, dy, over: dropIndex(mids, d.from, center) };
      setDrag(next);
      return next;
    },
    // Released or cancelled, the card stays where it was shown.
    end: (d) => {
      setDrag(null);
      if (d.over !== d.from) {
        onReorder(moveItem(scenes, d.from, d.over), scenes[d.from]?.title ?? "", d.over);
      }
    },
  });

  function shiftFor(index: number): number {
    if (!drag || index === drag.from) return 0;
    const height = (rects.current[drag.from]?.height ?? 0) + GAP_PX;
    if (drag.from < drag.over && index > drag.from && index <= drag.over) return -height;
    if (drag.from > drag.over && index < drag.from && index >= drag.over) return height;
    return 0;
  }

  return (
    <ol className="grid gap-4" aria-label="Scenes in story order">
      {scenes.map((scene, index) => {
        const isDragged = drag?.id === scene.id;
        const offset = isDragged ? (drag?.dy ?? 0) : shiftFor(index);
        return (
          <li key={scene.id} data-scene-index={index}>
            <SceneCard
              scene={scene}
              index={index}
              total={scenes.length}
              characterNames={characterNames(scene.characterIds)}
              dragging={isDragged}
              cardRef={(node) => {
                if (node) cards.current.set(scene.id, node);
                else cards.current.delete(scene.id);
              }}
              style={
                drag
                  ? {
                      transform: `translateY(${offset}px)`,
                      transition: isDragged ? "none" : "transform 180ms ease",
                    }
                  : undefined
              }
              handle={handle}
              onMove={(to) => onReorder(moveItem(scenes, index, to), scene.title, to)}
              onEdit={() => onEdit(scene)}
              onDelete={() => onDelete(scene)}
            />
          </li>
        );
      })}
    </ol>
  );
}
