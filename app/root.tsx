import { lazy, Suspense, useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { RouteError } from "./components/route-states";
import { ConsentBanner } from "./features/consent/consent-banner";
import { ConsentBannerTemplates } from "./features/consent/consent-banner-view";
import { DEFERRED_HYDRATION_ATTRIBUTE, defersHydration } from "./islands/deferred-hydration";
import { RoutePrefetch } from "./features/marketing/route-prefetch";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Resource hints: the body font is preloaded (most pages' largest paint is body text); the
  // display font is left to the stylesheet so it does not compete with it for the first paint.
  // No analytics host hint: that host may not be contacted before consent.
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Lifescript: turn your life story into a screenplay" },
    {
      name: "description",
      content:
        "Capture the moments of your life as scenes and develop them into a real, industry-formatted screenplay you can share.",
    },
  ];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const deferred = defersHydration(useMatches());
  return (
    <html lang="en" {...(deferred ? { [DEFERRED_HYDRATION_ATTRIBUTE]: "on-interaction" } : {})}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#faf6f0" />
        <Meta />
        <Links />
      </head>
      <body className="antialiased">
        {children}
        {/* Prerendered only: a template's content is not its children in the browser's DOM, so
            React would not find them there; it passes over the extra elements of <body>. */}
        {deferred && typeof document === "undefined" && <ConsentBannerTemplates />}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// Analytics start after hydration, in their own chunk, so they add nothing to a page's first load.
const AnalyticsRoot = lazy(() =>
  import("./features/analytics/analytics-root").then((m) => ({ default: m.AnalyticsRoot })),
);

export default function Root() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    // Prerendered pages paint before their scripts run; this says when they have taken over
    // (styles and tests can tell a page that only shows from one that also responds).
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <Outlet />
      <ConsentBanner />
      {hydrated && (
        <Suspense fallback={null}>
          <AnalyticsRoot />
        </Suspense>
      )}
      <RoutePrefetch />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <RouteError kind="generic" />;
  }
  return <RouteError kind="auto" error={error} />;
}
