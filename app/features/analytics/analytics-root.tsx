import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useMatches } from "react-router";
import { onConsentChange, storedConsent } from "#app/features/consent/consent-store";
import { startAnalytics, stopAnalytics, track, trackNotFound } from "./analytics";
import { ANALYTICS_EVENT, type AnalyticsEventDetail } from "./analytics-events";

// The auth client is only downloaded once analytics are on.
const IdentityTracker = lazy(() => import("./identity-tracker"));

// Mounted once in the root: starts analytics when (and only when) analytics consent exists,
// records 404s, and follows sign-in and sign-out.
export function AnalyticsRoot() {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const apply = (analytics: boolean) => {
      if (analytics) {
        void startAnalytics().then((ph) => setActive(Boolean(ph)));
      } else {
        stopAnalytics();
        setActive(false);
      }
    };
    const stored = storedConsent();
    if (stored) apply(stored.analytics);
    return onConsentChange((choice) => apply(choice.analytics));
  }, []);

  useEffect(() => {
    const onEvent = (event: Event) => {
      const detail = (event as CustomEvent<AnalyticsEventDetail>).detail;
      if (detail?.event) track(detail.event, detail.properties);
    };
    window.addEventListener(ANALYTICS_EVENT, onEvent);
    return () => window.removeEventListener(ANALYTICS_EVENT, onEvent);
  }, []);

  return active ? (
    <>
      <NotFoundTracker />
      <Suspense fallback={null}>
        <IdentityTracker />
      </Suspense>
    </>
  ) : null;
}

function NotFoundTracker() {
  const matches = useMatches();
  const location = useLocation();
  const notFound = matches.some((m) => m.id === "routes/not-found");
  useEffect(() => {
    if (notFound) trackNotFound(location.pathname, document.referrer);
  }, [notFound, location.pathname]);
  return null;
}
