// A route that exports `handle = deferHydration` is prerendered to paint and settle with no
// React: its build (scripts/prerender/landing-island.ts) holds the page's React scripts back in a
// template and inlines the island (landing-island.ts), which brings them on the visitor's first
// interaction. See docs/decisions/0055-landing-without-hydration.md.
export const DEFERRED_HYDRATION_ATTRIBUTE = "data-hydrate";
export const deferHydration = { hydrate: "on-interaction" } as const;

export function defersHydration(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some(
    (match) =>
      typeof match.handle === "object" &&
      match.handle !== null &&
      (match.handle as { hydrate?: unknown }).hydrate === deferHydration.hydrate,
  );
}
