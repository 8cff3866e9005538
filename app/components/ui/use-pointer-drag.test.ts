import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { usePointerDrag } from "./use-pointer-drag";

// The hook's handlers, from one server render (it keeps its drag in a ref, so no DOM is needed).
function handlersOf<T>(hook: () => T): T {
  let out: T | undefined;
  const Probe = () => {
    out = hook();
    return null;
  };
  renderToString(createElement(Probe));
  return out as T;
}

type Event = React.PointerEvent<HTMLElement>;
const captured: number[] = [];
const event = (fields: { button?: number; clientY?: number; pointerId?: number }) =>
  ({
    button: 0,
    clientY: 0,
    pointerId: 1,
    ...fields,
    currentTarget: { setPointerCapture: (id: number) => captured.push(id) },
  }) as unknown as Event;

describe("usePointerDrag", () => {
  it("carries the drag from press to release, capturing the pointer", () => {
    const log: string[] = [];
    const drag = handlersOf(() =>
      usePointerDrag<{ from: number; at: number }>({
        start: (e) => ({ from: e.clientY, at: e.clientY }),
        move: (d, e) => ({ ...d, at: e.clientY }),
        end: (d, _e, cancelled) => log.push(`${d.from}->${d.at}${cancelled ? " cancelled" : ""}`),
      }),
    );
    captured.length = 0;
    drag.onPointerDown(event({ clientY: 10, pointerId: 7 }));
    drag.onPointerMove(event({ clientY: 40 }));
    drag.onPointerMove(event({ clientY: 90 }));
    drag.onPointerUp(event({ clientY: 90 }));
    drag.onPointerUp(event({ clientY: 95 }));
    expect(log).toEqual(["10->90"]);
    expect(captured).toEqual([7]);
  });

  it("ignores other mouse buttons, refused presses and moves without a press", () => {
    const log: string[] = [];
    const drag = handlersOf(() =>
      usePointerDrag<number>({
        start: (e) => (e.clientY > 100 ? null : e.clientY),
        move: () => log.push("move"),
        end: (d) => log.push(`end ${d}`),
      }),
    );
    drag.onPointerMove(event({ clientY: 5 }));
    drag.onPointerDown(event({ button: 2, clientY: 5 }));
    drag.onPointerUp(event({}));
    drag.onPointerDown(event({ clientY: 500 }));
    drag.onPointerUp(event({}));
    expect(log).toEqual([]);
    drag.onPointerDown(event({ clientY: 5 }));
    drag.onPointerCancel(event({}));
    expect(log).toEqual(["end 5"]);
  });
});
