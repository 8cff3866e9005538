import { useState } from "react";
import { usePointerDrag } from "#app/components/ui/use-pointer-drag";
import { dropIndexAt } from "./board-model";

export type DropTarget = { column: string; index: number };
export type BoardDrag = { sceneId: string; x: number; y: number; target: DropTarget | null };

// The beat or tray under the pointer (sections marked data-drop-column) and the place among its
// cards (data-scene-card).
function targetAt(x: number, y: number): DropTarget | null {
  const zone = document.elementFromPoint(x, y)?.closest<HTMLElement>("[data-drop-column]");
  const column = zone?.dataset.dropColumn;
  if (!zone || !column) return null;
  const cards = [...zone.querySelectorAll<HTMLElement>("[data-scene-card]")].map((card) =>
    card.getBoundingClientRect(),
  );
  return { column, index: dropIndexAt(y, cards) };
}

// Dragging a card by its grip (mouse, pen or finger): the card follows the pointer, the beat under
// it shows where it would land, the page scrolls near its edges, and letting go moves it there.
// The grip sits inside its card, which names the scene (data-scene-card).
export function useBoardDrag(onDrop: (sceneId: string, target: DropTarget) => void) {
  const [drag, setDrag] = useState<BoardDrag | null>(null);
  const grip = usePointerDrag<BoardDrag, HTMLButtonElement>({
    start: (event) => {
      const sceneId =
        event.currentTarget.closest<HTMLElement>("[data-scene-card]")?.dataset.sceneCard;
      if (!sceneId) return null;
      event.preventDefault();
      const next = { sceneId, x: event.clientX, y: event.clientY, target: null };
      setDrag(next);
      return next;
    },
    move: (current, event) => {
      const { clientX: x, clientY: y } = event;
      if (y < 72) window.scrollBy(0, -12);
      else if (y > window.innerHeight - 110) window.scrollBy(0, 12);
      const next = { ...current, x, y, target: targetAt(x, y) };
      setDrag(next);
      return next;
    },
    end: (current, event, cancelled) => {
      if (!cancelled) {
        const target = targetAt(event.clientX, event.clientY);
        if (target) onDrop(current.sceneId, target);
      }
      setDrag(null);
    },
  });
  return { drag, grip };
}
