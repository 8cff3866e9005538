import { clsx } from "clsx";
import { CircleHelp, Menu, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { buttonClasses } from "#app/components/ui/button";
import { Logo } from "#app/components/ui/logo";

// The header's "Hobby ?" is the page's name with a help mark: drawn as an icon beside the word
// (what a screen reader says is "Hobby").
const NAV = [
  { to: "/hobby", label: "Hobby", help: true },
  { to: "/templates", label: "Examples", help: false },
  { to: "/pricing", label: "Pricing", help: false },
] as const;

function NavLabel({ item }: { item: (typeof NAV)[number] }) {
  return (
    <>
      {item.label}
      {item.help && <CircleHelp className="size-4 shrink-0 opacity-70" aria-hidden />}
    </>
  );
}

export function SiteHeader() {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // The small-screen menu is a <details>: it opens and closes with no script (the landing page
  // paints and settles before React arrives). A navigation closes it; so does Escape.
  // (Not on the first render: a menu opened before the page hydrated stays open.)
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    if (menu.current) menu.current.open = false;
  }, [location.pathname]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && menu.current) menu.current.open = false;
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-paper/95 backdrop-blur-md supports-[backdrop-filter]:bg-paper/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 sm:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                clsx(
                  "inline-flex items-center gap-1.5 rounded-lg px-3.5 py-2 text-[15px] font-medium transition-colors hover:bg-cream",
                  isActive ? "text-ember" : "text-ink-soft hover:text-ink",
                )
              }
            >
              <NavLabel item={item} />
            </NavLink>
          ))}
          <Link
            to="/auth/login"
            className="ml-2 rounded-lg px-3.5 py-2 text-[15px] font-medium text-ink hover:bg-cream"
          >
            Sign in
          </Link>
          <Link to="/app" className={buttonClasses({ size: "sm", className: "ml-1 h-10 px-5" })}>
            App
          </Link>
        </nav>
        <details ref={menu} data-site-menu="" className="group md:hidden">
          <summary className="-mr-2 grid size-11 cursor-pointer list-none place-items-center rounded-xl text-ink hover:bg-cream [&::-webkit-details-marker]:hidden">
            {/* The name follows the state with no script: the hidden one is not read. */}
            <span className="sr-only group-open:hidden">Open menu</span>
            <span className="sr-only hidden group-open:inline">Close menu</span>
            <Menu className="size-6 group-open:hidden" aria-hidden />
            <X className="hidden size-6 group-open:block" aria-hidden />
          </summary>
          <nav
            aria-label="Main"
            className="absolute inset-x-0 top-full border-y border-line/70 bg-paper px-5 pt-2 pb-5 shadow-[0_18px_30px_-20px_rgba(28,23,20,0.35)]"
          >
            <ul className="grid gap-1">
              {NAV.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className="flex h-12 items-center gap-2 rounded-xl px-3 text-[17px] font-medium text-ink hover:bg-cream"
                  >
                    <NavLabel item={item} />
                  </Link>
                </li>
              ))}
            </ul>
            <div className="mt-3 grid grid-cols-2 gap-3">
              <Link
                to="/auth/login"
                className={buttonClasses({ size: "lg", variant: "secondary", block: true })}
              >
                Sign in
              </Link>
              <Link to="/app" className={buttonClasses({ size: "lg", block: true })}>
                App
              </Link>
            </div>
          </nav>
        </details>
      </div>
    </header>
  );
}
