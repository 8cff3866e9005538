import { clsx } from "clsx";
import { Menu, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Logo } from "~/components/ui/logo";

const NAV = [
  { to: "/hobby", label: "Hobby ?" },
  { to: "/templates", label: "Examples" },
] as const;

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
                  "rounded-lg px-3.5 py-2 text-[15px] font-medium transition-colors hover:bg-cream",
                  isActive ? "text-ember" : "text-ink-soft hover:text-ink",
                )
              }
            >
              {item.label}
            </NavLink>
          ))}
          <Link to="/app" className={buttonClasses({ size: "sm", className: "ml-3 h-10 px-5" })}>
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
                className="flex h-12 items-center rounded-xl px-3 text-[17px] font-medium text-ink hover:bg-cream"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/app" className={buttonClasses({ size: "lg", block: true, className: "mt-3" })}>
          App
        </Link>
      </nav>
    </header>
  );
}
