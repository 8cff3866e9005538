import { useRef } from "react";

export type PointerDragHandlers<E extends HTMLElement> = {
  onPointerDown: (event: React.PointerEvent<E>) => void;
  onPointerMove: (event: React.PointerEvent<E>) => void;
  onPointerUp: (event: React.PointerEvent<E>) => void;
  onPointerCancel: (event: React.PointerEvent<E>) => void;
};

// One pointer drag (mouse, pen or finger) on an element, start to end: the element keeps the
// pointer while it moves, so the drag follows it outside the element. `start` decides whether a
// press begins a drag (return null to ignore it) and what the drag carries; `move` may replace
// that; `end` gets it on release (`cancelled` when the browser took the pointer away).
export function usePointerDrag<S, E extends HTMLElement = HTMLElement>({
  start,
  move,
  end,
}: {
  start: (event: React.PointerEvent<E>) => S | null;
  move?: (drag: S, event: React.PointerEvent<E>) => S | void;
  end: (drag: S, event: React.PointerEvent<E>, cancelled: boolean) => void;
}): PointerDragHandlers<E> {
  const drag = useRef<S | null>(null);
  const finish = (event: React.PointerEvent<E>, cancelled: boolean) => {
    const current = drag.current;
    drag.current = null;
    if (current !== null) end(current, event, cancelled);
  };
  return {
    onPointerDown: (event) => {
      // Only the main button of a mouse drags (touch and pen contacts report button 0).
      if (event.button !== 0) return;
      const state = start(event);
      if (state === null) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = state;
    },
    onPointerMove: (event) => {
      if (drag.current === null || !move) return;
      const next = move(drag.current, event);
      if (next !== undefined) drag.current = next;
    },
    onPointerUp: (event) => finish(event, false),
    onPointerCancel: (event) => finish(event, true),
  };
}
