import { releaseVelocity, sheetOffset, shouldCloseOnRelease } from "./sheet-release";
import { usePointerDrag } from "./use-pointer-drag";

const SPRING_BACK = "transform 450ms cubic-bezier(0.32, 0.72, 0, 1)";

type Drag = { startY: number; samples: Array<{ t: number; y: number }> };

// A bottom sheet dragged by its top: the sheet follows the finger down (and resists upward), a
// long or fast pull closes it (sheet-release.ts), anything less springs back. Presses on the
// controls in the dragged area (Cancel, Create) stay clicks.
export function useSheetDrag(sheet: React.RefObject<HTMLElement | null>, onClose: () => void) {
  return usePointerDrag<Drag, HTMLDivElement>({
    start: (event) => {
      if ((event.target as HTMLElement).closest("button, a, input, textarea")) return null;
      const node = sheet.current;
      if (!node) return null;
      node.style.transition = "none";
      return { startY: event.clientY, samples: [{ t: event.timeStamp, y: event.clientY }] };
    },
    move: (drag, event) => {
      const node = sheet.current;
      if (!node) return;
      node.style.transform = `translate3d(0, ${sheetOffset(event.clientY - drag.startY)}px, 0)`;
      drag.samples.push({ t: event.timeStamp, y: event.clientY });
      if (drag.samples.length > 20) drag.samples.shift();
    },
    end: (drag, event) => {
      const node = sheet.current;
      if (!node) return;
      const offset = Math.max(0, event.clientY - drag.startY);
      const velocity = releaseVelocity([...drag.samples, { t: event.timeStamp, y: event.clientY }]);
      if (shouldCloseOnRelease(offset, velocity)) {
        onClose();
        return;
      }
      node.style.transition = SPRING_BACK;
      node.style.transform = "translate3d(0, 0, 0)";
    },
  });
}
