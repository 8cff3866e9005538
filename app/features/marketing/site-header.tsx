import { clsx } from "clsx";
import { CircleHelp, Menu, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { buttonClasses } from "#app/components/ui/button";
import { Logo } from "#app/components/ui/logo";

// The spec's "Hobby ?" is the page's name with a help mark: drawn as an icon beside the word
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
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();

  // A navigation closes the small-screen menu; so does Escape.
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

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
        <button
          type="button"
          className="-mr-2 grid size-11 place-items-center rounded-xl text-ink hover:bg-cream md:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
        </button>
      </div>
      <nav
        id={menuId}
        aria-label="Main"
        hidden={!open}
        className="border-t border-line/70 bg-paper px-5 pt-2 pb-5 md:hidden"
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
    </header>
  );
}
