import { clsx } from "clsx";
import { useMatches } from "react-router";

// A screen's width: lists and forms in a readable column; a route that exports
// `handle = wideHandle` (the screenplay editor) uses the whole width beside the sidebar. The
// header takes the same column, so its left edge is the content's.
export const wideHandle = { pageWidth: "wide" } as const;

function isWide(handle: unknown): boolean {
  return (
    typeof handle === "object" &&
    handle !== null &&
    (handle as { pageWidth?: unknown }).pageWidth === "wide"
  );
}

export function useWidePage(): boolean {
  return useMatches().some((match) => isWide(match.handle));
}

/** The column of the header and of the page under it. */
export function appContainer(wide: boolean): string {
  return clsx("mx-auto w-full px-4 sm:px-6", wide ? "max-w-[1600px] lg:px-8" : "max-w-3xl");
}
