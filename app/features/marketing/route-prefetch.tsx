import { useContext, useEffect } from "react";
import {
  matchRoutes,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  useLocation,
  useMatches,
} from "react-router";
import { prefetchHrefs } from "./prefetch-hrefs";
import { prefetchWhenIdle } from "./prefetch-when-idle";

// Where a visitor most likely goes next: / prefetches sign-in and sign-up, /auth/* prefetches the
// movie list, and the movie list prefetches Develop.
export function prefetchTargets(pathname: string): string[] {
  if (pathname === "/") return ["/auth/login", "/auth/signup"];
  if (pathname.startsWith("/auth/")) return ["/app/movies"];
  if (pathname === "/app/movies") return ["/app/develop"];
  return [];
}

// These prefetches are resource hints: `rel="prefetch"` fills the HTTP cache at the lowest
// priority and runs nothing, so the next page opens from cache while this one pays no parse or
// compile time. (React Router's <PrefetchPageLinks> writes `modulepreload`, which compiled
// ~75 KB of sign-in code on the landing page's main thread while a phone was still settling it.)
// None of these targets has a server loader, so there is no data to prefetch. The hints start
// once the page has loaded and the browser is idle, so they never compete with what the visitor
// is looking at.
export function RoutePrefetch() {
  const { pathname } = useLocation();
  const current = useMatches();
  const router = useContext(DataRouterContext)?.router;
  const manifest = useContext(FrameworkContext)?.manifest;
  useEffect(() => {
    if (!router || !manifest) return;
    const targetIds = prefetchTargets(pathname).flatMap((page) =>
      (matchRoutes(router.routes, page) ?? []).map((match) => match.route.id),
    );
    if (targetIds.length === 0) return;
    const currentIds = current.map((match) => match.id);
    return prefetchWhenIdle(prefetchHrefs(manifest.routes, targetIds, currentIds));
  }, [router, manifest, pathname, current]);
  return null;
}
