import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useSheetDrag } from "./use-sheet-drag";

function handlersOf<T>(hook: () => T): T {
  let out: T | undefined;
  const Probe = () => {
    out = hook();
    return null;
  };
  renderToString(createElement(Probe));
  return out as T;
}

type Event = React.PointerEvent<HTMLDivElement>;
const press = (clientY: number, timeStamp: number, target: { closest: () => unknown }) =>
  ({
    button: 0,
    clientY,
    timeStamp,
    pointerId: 1,
    target,
    currentTarget: { setPointerCapture: () => undefined },
  }) as unknown as Event;
const onHandle = { closest: () => null };
const onButton = { closest: () => ({}) };

function sheet() {
  const node = { style: { transition: "", transform: "" } } as unknown as HTMLElement;
  const closed: string[] = [];
  const drag = handlersOf(() => useSheetDrag({ current: node }, () => closed.push("closed")));
  return { node, closed, drag };
}

describe("useSheetDrag", () => {
  it("follows the finger, and a long pull closes the sheet", () => {
    const { node, closed, drag } = sheet();
    drag.onPointerDown(press(100, 0, onHandle));
    expect(node.style.transition).toBe("none");
    drag.onPointerMove(press(180, 400, onHandle));
    expect(node.style.transform).toBe("translate3d(0, 80px, 0)");
    drag.onPointerUp(press(260, 800, onHandle));
    expect(closed).toEqual(["closed"]);
  });

  it("springs back from a short, slow pull", () => {
    const { node, closed, drag } = sheet();
    drag.onPointerDown(press(100, 0, onHandle));
    drag.onPointerMove(press(150, 500, onHandle));
    drag.onPointerUp(press(160, 1000, onHandle));
    expect(closed).toEqual([]);
    expect(node.style.transform).toBe("translate3d(0, 0, 0)");
    expect(node.style.transition).toMatch(/^transform 450ms/);
  });

  it("closes on a fast flick, even a short one", () => {
    const { closed, drag } = sheet();
    drag.onPointerDown(press(100, 0, onHandle));
    drag.onPointerMove(press(130, 30, onHandle));
    drag.onPointerUp(press(160, 60, onHandle));
    expect(closed).toEqual(["closed"]);
  });

  it("leaves presses on its buttons to the buttons", () => {
    const { node, closed, drag } = sheet();
    drag.onPointerDown(press(100, 0, onButton));
    drag.onPointerMove(press(400, 10, onButton));
    drag.onPointerUp(press(400, 20, onButton));
    expect(closed).toEqual([]);
    expect(node.style.transform).toBe("");
  });
});
