import { useEffect } from "react";

// The page behind an open sheet must not scroll: only the sheet moves under the finger.
export function useBodyScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const { body, documentElement } = document;
    const previous = {
      overflow: body.style.overflow,
      overscroll: documentElement.style.overscrollBehavior,
    };
    body.style.overflow = "hidden";
    documentElement.style.overscrollBehavior = "none";
    return () => {
      body.style.overflow = previous.overflow;
      documentElement.style.overscrollBehavior = previous.overscroll;
    };
  }, [locked]);
}
