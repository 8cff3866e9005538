import { clsx } from "clsx";
import { ArrowLeft } from "lucide-react";
import { isRouteErrorResponse, Link, NavLink, Outlet } from "react-router";
import { NotFoundPage, notFoundMeta } from "#app/components/not-found-page";
import { RouteError } from "#app/components/route-states";
import { Logo } from "#app/components/ui/logo";
import { notFound } from "#app/lib/not-found.server";
import { operatorPaths } from "#app/lib/paths";
import type { Route } from "./+types/operator-layout";

// The operators' pages (ADMIN_EMAILS, verified): the state of every integration and the payment
// diagnostics. The server decides before anything is drawn; everyone else, signed in or not, gets
// the plain 404 page with status 404, as for any address that does not exist.
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await context.isOperator?.(request))) return notFound(request, context);
  return null;
}

export function meta({ error }: Route.MetaArgs) {
  return error ? notFoundMeta : [{ name: "robots", content: "noindex" }];
}

const LINKS = [
  { to: operatorPaths.integrations, label: "Integrations" },
  { to: operatorPaths.payments, label: "Payments" },
  { to: operatorPaths.paddleCheck, label: "Paddle's API" },
  { to: operatorPaths.sandboxCheckout, label: "Sandbox checkout" },
] as const;

export default function OperatorLayout() {
  return (
    <div className="min-h-dvh bg-paper">
      <header className="border-b border-line/70 bg-paper/90 pt-[env(safe-area-inset-top)]">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
          <div className="flex items-center gap-3">
            <Logo to="/app" />
            <span className="rounded-full bg-night px-2.5 py-1 text-xs font-semibold text-paper">
              Operators
            </span>
          </div>
          <Link
            to="/app"
            className="inline-flex h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-ink-soft hover:bg-cream hover:text-ink"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Back to the app
          </Link>
        </div>
        <nav aria-label="Operators' pages" className="mx-auto max-w-3xl px-2 sm:px-4">
          <ul className="flex gap-1 overflow-x-auto pb-2">
            {LINKS.map((link) => (
              <li key={link.to} className="shrink-0">
                <NavLink
                  to={link.to}
                  end
                  className={({ isActive }) =>
                    clsx(
                      "inline-flex h-10 items-center rounded-lg px-3 text-sm font-medium",
                      isActive
                        ? "bg-cream text-ink"
                        : "text-ink-soft hover:bg-cream hover:text-ink",
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="mx-auto max-w-3xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10">
        <Outlet />
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <RouteError kind="auto" error={error} />;
}
