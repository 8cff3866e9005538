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
  return (
    <>
      {prefetchTargets(pathname).map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  );
}
