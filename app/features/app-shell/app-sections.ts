import { developPaths, interviewPath, lifeMapPath } from "#app/lib/paths";

// Where in the app an address is: its section (Capture, Develop or Share), the
// movie it is about, and the trail the desktop header shows. Pure, so the rules are tested
// without a page.

export type Section = "capture" | "develop" | "share";

export const SECTIONS: ReadonlyArray<{ id: Section; label: string; href: string }> = [
  // Capture's own address is the movie list; a plain click runs Capture (useCapture: the composer).
  { id: "capture", label: "Capture", href: "/app/movies" },
  { id: "develop", label: "Develop", href: developPaths.home },
  { id: "share", label: "Share", href: "/app/share" },
];

export function activeSection(pathname: string): Section | null {
  if (pathname.startsWith("/app/develop") || pathname.startsWith("/app/movie-develop"))
    return "develop";
  if (pathname.startsWith("/app/share")) return "share";
  if (
    pathname === "/app" ||
    pathname === "/app/" ||
    pathname.startsWith("/app/movies") ||
    pathname.startsWith("/app/characters") ||
    pathname.startsWith(lifeMapPath) ||
    pathname.startsWith(interviewPath())
  )
    return "capture";
  return null;
}

const MOVIE_IN_PATH = [
  /^\/app\/movies\/([^/]+)\/scenes\/?$/,
  /^\/app\/develop\/Movie\/advanced\/([^/]+)\/?$/,
  /^\/app\/develop\/Movie\/([^/]+)\/?$/,
  /^\/app\/movie-develop\/([^/]+)\/?$/,
];

/** The movie a screen is about: in its path, or `?movie=` (Share, Characters, Import). */
export function movieOfLocation(pathname: string, search: string): string | null {
  for (const pattern of MOVIE_IN_PATH) {
    const match = pattern.exec(pathname);
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  return new URLSearchParams(search).get("movie");
}

export type TrailStep = { label: string; href: string };

const OTHER_PLACES: ReadonlyArray<[prefix: string, step: TrailStep]> = [
  ["/app/account", { label: "Account", href: "/app/account" }],
  ["/app/subscription", { label: "Subscription", href: "/app/subscription" }],
  ["/app/social-media-import", { label: "Import", href: "/app/social-media-import" }],
  ["/app/paddle-diagnostic", { label: "Payments", href: "/app/paddle-diagnostic" }],
];

/**
 * The header's trail on a desktop: the section (or the account page) and, on a movie's screens,
 * the movie, then the screen within it. The last step is the page itself.
 */
export function trailOf(
  pathname: string,
  search: string,
  movieTitle: (movieId: string) => string | undefined,
): TrailStep[] {
  const section = SECTIONS.find((s) => s.id === activeSection(pathname));
  if (!section) {
    const other = OTHER_PLACES.find(([prefix]) => pathname.startsWith(prefix));
    return other ? [other[1]] : [];
  }
  const trail: TrailStep[] = [{ label: section.label, href: section.href }];
  const movieId = movieOfLocation(pathname, search);
  if (pathname.startsWith("/app/characters")) {
    trail.push({ label: "Characters", href: "/app/characters" });
  } else if (pathname.startsWith(lifeMapPath)) {
    trail.push({ label: "Life map", href: lifeMapPath });
  } else if (pathname.startsWith(interviewPath())) {
    trail.push({ label: "Interview", href: interviewPath() });
  } else if (pathname === developPaths.select) {
    trail.push({ label: "Choose a movie", href: developPaths.select });
  }
  const title = movieId ? movieTitle(movieId) : undefined;
  if (movieId && title) {
    const here = `${pathname}${search}`;
    trail.push({
      label: title,
      href: section.id === "develop" ? developPaths.basic(movieId) : here,
    });
    if (pathname.startsWith("/app/develop/Movie/advanced/")) {
      trail.push({ label: "Screenplay", href: here });
    }
  }
  return trail;
}
