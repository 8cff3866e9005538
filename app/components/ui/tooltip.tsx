import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
} from "react";
import { createPortal } from "react-dom";

// Tooltip timing: shown after 700 ms of hover or focus; moving to another control
// within 300 ms shows its tooltip at once.
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

// When the last tooltip closed, shared by every tooltip on the page (the skip delay).
let lastClosedAt = 0;

type Side = "top" | "bottom";
type TriggerProps = {
  ref?: React.Ref<HTMLElement>;
  "aria-describedby"?: string;
  onPointerEnter?: (event: React.PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: React.PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: React.PointerEvent<HTMLElement>) => void;
  onFocus?: (event: React.FocusEvent<HTMLElement>) => void;
  onBlur?: (event: React.FocusEvent<HTMLElement>) => void;
};

const GAP_PX = 6;
const EDGE_PX = 8;

// A short name for a control that shows only an icon. The control keeps its own aria-label (the
// tooltip repeats it for sighted mouse and keyboard users, it does not replace it). Our own small
// component rather than Radix's: Radix Tooltip and its positioning library put 21 KB into every
// prerendered page's first load, past the site's budget (decision 0024).
export function Tooltip({
  label,
  side = "top",
  children,
}: {
  label: string;
  side?: Side;
  children: ReactElement<TriggerProps>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  const tip = useRef<HTMLSpanElement | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);

  const show = useCallback(() => {
    window.clearTimeout(timer.current);
    const recent = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    timer.current = window.setTimeout(() => setOpen(true), recent ? 0 : TOOLTIP_OPEN_DELAY_MS);
  }, []);
  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    setOpen((was) => {
      if (was) lastClosedAt = Date.now();
      return false;
    });
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && hide();
    // A scroll moves the control away from where the tooltip was placed.
    document.addEventListener("keydown", onKey);
    window.addEventListener("scroll", hide, { capture: true, passive: true });
    return () => {
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("scroll", hide, { capture: true });
    };
  }, [open, hide]);

  // Placed beside the control once drawn, kept inside the window.
  useLayoutEffect(() => {
    if (!open || !trigger.current || !tip.current) {
      setPosition(null);
      return;
    }
    const box = trigger.current.getBoundingClientRect();
    const own = tip.current.getBoundingClientRect();
    const centre = box.left + box.width / 2 - own.width / 2;
    const left = Math.min(Math.max(EDGE_PX, centre), window.innerWidth - own.width - EDGE_PX);
    const above = box.top - own.height - GAP_PX;
    const below = box.bottom + GAP_PX;
    const top = side === "top" ? (above < EDGE_PX ? below : above) : below;
    setPosition({ left, top });
  }, [open, side]);

  const own = children.props;
  const childRef = own.ref;
  const setTrigger = useCallback(
    (node: HTMLElement | null) => {
      trigger.current = node;
      if (typeof childRef === "function") childRef(node);
      else if (childRef) childRef.current = node;
    },
    [childRef],
  );

  return (
    <>
      {cloneElement(children, {
        ref: setTrigger,
        "aria-describedby": open ? id : own["aria-describedby"],
        onPointerEnter: (event) => {
          own.onPointerEnter?.(event);
          if (event.pointerType === "mouse") show();
        },
        onPointerLeave: (event) => {
          own.onPointerLeave?.(event);
          hide();
        },
        onPointerDown: (event) => {
          own.onPointerDown?.(event);
          hide();
        },
        onFocus: (event) => {
          own.onFocus?.(event);
          if (event.currentTarget.matches(":focus-visible")) show();
        },
        onBlur: (event) => {
          own.onBlur?.(event);
          hide();
        },
      })}
      {open &&
        createPortal(
          <span
            ref={tip}
            role="tooltip"
            id={id}
            style={
              position
                ? { left: position.left, top: position.top }
                : { left: 0, top: 0, visibility: "hidden" }
            }
            className="pointer-events-none fixed z-[70] max-w-64 rounded-lg bg-night px-2.5 py-1.5 text-[13px] leading-snug text-paper shadow-lg ring-1 ring-paper/30 select-none"
          >
            {label}
          </span>,
          document.body,
        )}
    </>
  );
}
