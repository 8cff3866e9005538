import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { ConsentMinimized, ConsentPanel, type ConsentAction } from "./consent-banner-view";
import { geolocate, OPEN_PREFERENCES_EVENT, saveConsent, storedConsent } from "./consent-store";
import { CONSENT_ISLAND_ATTRIBUTE } from "./events";
import { FADE_MS, MINIMIZE_AFTER_MS, SHOW_AFTER_MS } from "./timing";

// Whether the landing page's island shows the banner in this document (see events.ts).
const islandOwnsConsent = () => document.documentElement.hasAttribute(CONSENT_ISLAND_ATTRIBUTE);

type Phase = "hidden" | "expanded" | "minimized" | "closing";

// Appears after 1 s, minimizes to a cookie-preferences button after 6 s (both
// counted from page load), re-expands on click, closes with a 300 ms fade. Never on /app.
export function ConsentBanner() {
  const { pathname } = useLocation();
  const onApp = pathname === "/app" || pathname.startsWith("/app/");
  const [phase, setPhase] = useState<Phase>("hidden");
  const [needed, setNeeded] = useState(false);
  const touched = useRef(false);

  // The island's banner, outside React's tree, stays off the app like this one.
  useEffect(() => {
    document.documentElement.toggleAttribute("data-on-app", onApp);
  }, [onApp]);

  useEffect(() => {
    if (islandOwnsConsent() || storedConsent()) return;
    let cancelled = false;
    // Both timers run from page load; the geolocation answer decides whether there is a banner.
    let due: Phase = "hidden";
    const timers = [
      setTimeout(() => {
        due = "expanded";
        setPhase((p) => (p === "hidden" ? "expanded" : p));
      }, SHOW_AFTER_MS),
      setTimeout(() => {
        due = "minimized";
        if (!touched.current) setPhase((p) => (p === "expanded" ? "minimized" : p));
      }, MINIMIZE_AFTER_MS),
    ];
    void geolocate().then((geo) => {
      if (cancelled) return;
      if (!geo.requiresConsent) {
        timers.forEach(clearTimeout);
        void saveConsent(true, true, "auto");
        return;
      }
      setNeeded(true);
      if (due !== "hidden") setPhase((p) => (p === "hidden" ? due : p));
    });
    return () => {
      cancelled = true;
      timers.forEach(clearTimeout);
    };
  }, []);

  // "Cookie preferences" in the footer reopens the banner to change a stored choice.
  useEffect(() => {
    if (islandOwnsConsent()) return;
    const open = () => {
      touched.current = true;
      setNeeded(true);
      setPhase("expanded");
    };
    window.addEventListener(OPEN_PREFERENCES_EVENT, open);
    return () => window.removeEventListener(OPEN_PREFERENCES_EVENT, open);
  }, []);

  if (onApp || !needed || phase === "hidden") return null;

  const act = (action: ConsentAction) => {
    touched.current = true;
    if (action === "expand" || action === "minimize") {
      setPhase(action === "expand" ? "expanded" : "minimized");
      return;
    }
    const all = action === "accept";
    choose(all, all);
  };

  function choose(analytics: boolean, advertising: boolean) {
    touched.current = true;
    setPhase("closing");
    void saveConsent(analytics, advertising, "banner");
    setTimeout(() => {
      setPhase("hidden");
      setNeeded(false);
    }, FADE_MS);
  }

  if (phase === "minimized") {
    return <ConsentMinimized onAction={act} />;
  }
  return <ConsentPanel closing={phase === "closing"} onAction={act} />;
}
