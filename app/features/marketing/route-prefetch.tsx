import { useEffect, useState } from "react";
import { PrefetchPageLinks, useLocation } from "react-router";

// Spec section 7: / prefetches sign-in and sign-up, /auth/* prefetches the movie list, and the
// movie list prefetches Develop.
export function prefetchTargets(pathname: string): string[] {
  if (pathname === "/") return ["/auth/login", "/auth/signup"];
  if (pathname.startsWith("/auth/")) return ["/app/movies"];
  if (pathname === "/app/movies") return ["/app/develop"];
  return [];
}

export function RoutePrefetch() {
  const { pathname } = useLocation();
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
  if (!idle) return null;
  return (
    <>
      {prefetchTargets(pathname).map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  );
}
