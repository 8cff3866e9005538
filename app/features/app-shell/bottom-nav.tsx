import { clsx } from "clsx";
import { Camera, Send, Wand2 } from "lucide-react";
import { Link, useLocation } from "react-router";
import { activeSection, SECTIONS, type Section } from "./app-sections";
import { sectionClick, useCapture } from "./use-capture";

export const SECTION_ICONS: Record<Section, typeof Camera> = {
  capture: Camera,
  develop: Wand2,
  share: Send,
};

// The app's three sections within thumb reach, on phones and tablets (a desktop has the sidebar).
// Links with real addresses, so each opens in a new tab too; Capture's plain click runs Capture
// itself (useCapture: the create sheet, or the composer).
export function BottomNav() {
  const { pathname } = useLocation();
  const active = activeSection(pathname);
  const { capture, sheet } = useCapture();

  return (
    <>
      <nav
        aria-label="App sections"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md lg:hidden"
      >
        <ul className="mx-auto grid max-w-md grid-cols-3 px-2">
          {SECTIONS.map((item) => {
            const isActive = active === item.id;
            const Icon = SECTION_ICONS[item.id];
            return (
              <li key={item.id}>
                <Link
                  to={item.href}
                  aria-current={isActive ? "page" : undefined}
                  onClick={sectionClick(item.id, capture)}
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
                    <Icon className="size-[22px]" strokeWidth={isActive ? 2.3 : 2} aria-hidden />
                  </span>
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {sheet}
    </>
  );
}
