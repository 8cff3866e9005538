import { useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import { Camera, Send, Wand2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { Movie } from "@contracts/movie.ts";
import {
  COMPOSE_DELAY_AFTER_NAV_MS,
  type ComposeNavState,
  requestComposeHere,
  targetMovieId,
} from "~/features/capture/compose-request";
import { moviesQuery } from "~/features/movies/movies-api";
import { isScenesPath, scenesPath } from "~/lib/paths";

// Opened only when Capture finds no movie yet: its drawer and cover upload load then, keeping them
// out of every app screen's first load (DESIGN section 6).
const CreateMovieSheet = lazy(() =>
  import("~/features/movies/create-movie-sheet").then((m) => ({ default: m.CreateMovieSheet })),
);

type Section = "capture" | "develop" | "share";

function activeSection(pathname: string): Section | null {
  if (pathname.startsWith("/app/develop") || pathname.startsWith("/app/movie-develop"))
    return "develop";
  if (pathname.startsWith("/app/share")) return "share";
  if (
    pathname === "/app" ||
    pathname === "/app/" ||
    pathname.startsWith("/app/movies") ||
    pathname.startsWith("/app/characters")
  )
    return "capture";
  return null;
}

const ITEMS = [
  { id: "capture", label: "Capture", icon: Camera },
  { id: "develop", label: "Develop", icon: Wand2 },
  { id: "share", label: "Share", icon: Send },
] as const;

// The app's three sections, within thumb reach.
export function BottomNav() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const active = activeSection(pathname);
  const [creating, setCreating] = useState(false);

  // Capture (spec section 2): no movies → the create sheet; on a scenes page → the composer;
  // elsewhere → the target movie's scenes (spec section 4: the one last opened, else the most
  // recently updated), composer opening after ~100 ms.
  async function capture() {
    if (isScenesPath(pathname)) {
      requestComposeHere();
      return;
    }
    let movies: Movie[];
    try {
      movies = await queryClient.fetchQuery(moviesQuery);
    } catch {
      void navigate("/app/movies");
      return;
    }
    const target = targetMovieId(null, movies);
    if (!target) {
      setCreating(true);
      return;
    }
    const state: ComposeNavState = { composeAfterMs: COMPOSE_DELAY_AFTER_NAV_MS };
    void navigate(scenesPath(target), { state });
  }

  function go(id: Section) {
    if (id === "capture") void capture();
    else void navigate(id === "develop" ? "/app/develop" : "/app/share");
  }

  return (
    <>
      <nav
        aria-label="App sections"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md"
      >
        <ul className="mx-auto grid max-w-md grid-cols-3 px-2">
          {ITEMS.map((item) => {
            const isActive = active === item.id;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  aria-current={isActive ? "page" : undefined}
                  onClick={() => go(item.id)}
                  className={clsx(
                    "group flex h-16 w-full flex-col items-center justify-center gap-1 rounded-xl text-xs font-semibold transition-colors",
                    isActive ? "text-ember" : "text-ink-soft hover:text-ink",
                  )}
                >
                  <span
                    className={clsx(
                      "grid h-8 w-14 place-items-center rounded-full transition-colors",
                      isActive ? "bg-ember/12" : "group-hover:bg-cream",
                    )}
                  >
                    <item.icon
                      className="size-[22px]"
                      strokeWidth={isActive ? 2.3 : 2}
                      aria-hidden
                    />
                  </span>
                  {item.label}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      {creating && (
        <Suspense fallback={null}>
          <CreateMovieSheet open={creating} onOpenChange={setCreating} />
        </Suspense>
      )}
    </>
  );
}
