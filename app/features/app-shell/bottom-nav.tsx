import { clsx } from "clsx";
import { Camera, Send, Wand2 } from "lucide-react";
import { useLocation, useNavigate } from "react-router";

type Section = "capture" | "develop" | "share";

function activeSection(pathname: string): Section | null {
  if (pathname.startsWith("/app/develop") || pathname.startsWith("/app/movie-develop"))
    return "develop";
  if (pathname.startsWith("/app/share")) return "share";
  if (pathname === "/app" || pathname === "/app/" || pathname.startsWith("/app/movies"))
    return "capture";
  return null;
}

const ITEMS = [
  { id: "capture", label: "Capture", icon: Camera, to: "/app/movies" },
  { id: "develop", label: "Develop", icon: Wand2, to: "/app/develop" },
  { id: "share", label: "Share", icon: Send, to: "/app/share" },
] as const;

// The app's three sections, within thumb reach.
export function BottomNav() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = activeSection(pathname);

  return (
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
                onClick={() => navigate(item.to)}
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
                  <item.icon className="size-[22px]" strokeWidth={isActive ? 2.3 : 2} aria-hidden />
                </span>
                {item.label}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
