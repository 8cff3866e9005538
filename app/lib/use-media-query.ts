import { useSyncExternalStore } from "react";

/** Tailwind's `lg`: from here the app has a sidebar instead of the bottom navigation. */
export const DESKTOP_QUERY = "(min-width: 1024px)";

/** Whether a CSS media query matches now, following changes (a window resized, a phone turned).
 * On the server, and before hydration, it answers `serverValue`. */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
