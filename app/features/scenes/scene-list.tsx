import { useRef, useState } from "react";
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
  const [drag, setDragState] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);
  const setDrag = (next: Drag | null) => {
    dragRef.current = next;
    setDragState(next);
  };

  function start(event: React.PointerEvent<HTMLButtonElement>, scene: Scene, from: number) {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    rects.current = scenes.map(
      (s) => cards.current.get(s.id)?.getBoundingClientRect() ?? new DOMRect(),
    );
    setDrag({ id: scene.id, from, startY: event.clientY, dy: 0, over: from });
    const target = event.currentTarget;
    const move = (e: PointerEvent) => {
      const d = dragRef.current;
      if (!d) return;
      const dy = e.clientY - d.startY;
      const rect = rects.current[d.from];
      const center = rect ? rect.top + rect.height / 2 + dy : 0;
      const mids = rects.current.map((r) => r.top + r.height / 2);
      setDrag({ ...d, dy, over: dropIndex(mids, d.from, center) });
    };
    const end = () => {
      target.removeEventListener("pointermove", move);
      target.removeEventListener("pointerup", end);
      target.removeEventListener("pointercancel", end);
      const d = dragRef.current;
      setDrag(null);
      if (d && d.over !== d.from) {
        onReorder(moveItem(scenes, d.from, d.over), scenes[d.from]?.title ?? "", d.over);
      }
    };
    target.addEventListener("pointermove", move);
    target.addEventListener("pointerup", end);
    target.addEventListener("pointercancel", end);
  }

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
          <li key={scene.id}>
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
              onHandlePointerDown={(event) => start(event, scene, index)}
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
