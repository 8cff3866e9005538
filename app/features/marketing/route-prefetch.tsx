import { useContext, useEffect, useMemo, useState } from "react";
import {
  matchRoutes,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  useLocation,
  useMatches,
} from "react-router";
import { prefetchHrefs } from "./prefetch-hrefs";

// Spec section 7: / prefetches sign-in and sign-up, /auth/* prefetches the movie list, and the
// movie list prefetches Develop.
export function prefetchTargets(pathname: string): string[] {
  if (pathname === "/") return ["/auth/login", "/auth/signup"];
  if (pathname.startsWith("/auth/")) return ["/app/movies"];
  if (pathname === "/app/movies") return ["/app/develop"];
  return [];
}

// The spec's prefetches are resource hints: `rel="prefetch"` fetches into the HTTP cache at the
// lowest priority and runs nothing, so the next page opens from cache while this one pays no
// parse or compile time. (React Router's <PrefetchPageLinks> writes `modulepreload`, which
// compiles ~75 KB of sign-in code on the landing page's main thread while a phone is still
// settling it: that cost Lighthouse's blocking-time figure.) None of these targets has a server
// loader, so there is no data to prefetch.
export function RoutePrefetch() {
  const { pathname } = useLocation();
  const current = useMatches();
  const router = useContext(DataRouterContext)?.router;
  const manifest = useContext(FrameworkContext)?.manifest;
  // Only once the page has loaded and the browser is idle, so prefetching never competes with
  // what the visitor is looking at.
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const start = () => setIdle(true);
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(start, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(start, 1500);
    return () => clearTimeout(timer);
  }, []);
  const hrefs = useMemo(() => {
    if (!idle || !router || !manifest) return null;
    const targetIds = prefetchTargets(pathname).flatMap((page) =>
      (matchRoutes(router.routes, page) ?? []).map((match) => match.route.id),
    );
    return prefetchHrefs(
      manifest.routes,
      targetIds,
      current.map((match) => match.id),
    );
  }, [idle, router, manifest, pathname, current]);
  if (!hrefs) return null;
  return (
    <>
      {hrefs.scripts.map((href) => (
        <link key={href} rel="prefetch" as="script" crossOrigin="anonymous" href={href} />
      ))}
      {hrefs.styles.map((href) => (
        <link key={href} rel="prefetch" as="style" href={href} />
      ))}
    </>
  );
}
