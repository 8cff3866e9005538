import { Outlet } from "react-router";
import { SiteFooter } from "#app/features/marketing/site-footer";
import { SiteHeader } from "#app/features/marketing/site-header";
import "#app/features/marketing/prose.css";

export default function MarketingLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-paper">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-night px-4 py-2 text-paper focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
