import { clsx } from "clsx";
import { Cookie, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "#app/components/ui/button";
import { geolocate, OPEN_PREFERENCES_EVENT, saveConsent, storedConsent } from "./consent-store";

export const SHOW_AFTER_MS = 1000;
export const MINIMIZE_AFTER_MS = 6000;
export const FADE_MS = 300;

type Phase = "hidden" | "expanded" | "minimized" | "closing";

// Spec section 2: appears after 1 s, minimizes to a cookie-preferences button after 6 s (both
// counted from page load), re-expands on click, closes with a 300 ms fade. Never on /app.
export function ConsentBanner() {
  const { pathname } = useLocation();
  const onApp = pathname === "/app" || pathname.startsWith("/app/");
  const [phase, setPhase] = useState<Phase>("hidden");
  const [needed, setNeeded] = useState(false);
  const touched = useRef(false);

  useEffect(() => {
    if (storedConsent()) return;
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
    const open = () => {
      touched.current = true;
      setNeeded(true);
      setPhase("expanded");
    };
    window.addEventListener(OPEN_PREFERENCES_EVENT, open);
    return () => window.removeEventListener(OPEN_PREFERENCES_EVENT, open);
  }, []);

  if (onApp || !needed || phase === "hidden") return null;

  const choose = (analytics: boolean, advertising: boolean) => {
    touched.current = true;
    setPhase("closing");
    void saveConsent(analytics, advertising, "banner");
    setTimeout(() => {
      setPhase("hidden");
      setNeeded(false);
    }, FADE_MS);
  };

  if (phase === "minimized") {
    return (
      <button
        type="button"
        onClick={() => {
          touched.current = true;
          setPhase("expanded");
        }}
        aria-label="Cookie preferences"
        data-testid="consent-minimized"
        className="fixed bottom-4 left-4 z-50 grid size-12 place-items-center rounded-full border border-line bg-white text-ember shadow-lg hover:bg-cream"
      >
        <Cookie className="size-6" aria-hidden />
      </button>
    );
  }

  // Compact on a phone (a short line and the three choices side by side, about a fifth of the
  // screen), roomier from the small breakpoint up.
  return (
    <section
      role="region"
      aria-label="Cookie consent"
      data-testid="consent-banner"
      style={{ transitionDuration: `${FADE_MS}ms` }}
      className={clsx(
        "fixed inset-x-2 bottom-2 z-50 mx-auto max-w-xl rounded-2xl border border-line bg-white p-3.5 shadow-[0_20px_50px_-15px_rgba(28,23,20,0.35)] transition-opacity sm:inset-x-auto sm:bottom-3 sm:left-4 sm:p-6",
        phase === "closing" ? "pointer-events-none opacity-0" : "opacity-100",
      )}
    >
      <div className="flex items-start gap-3">
        <span className="hidden size-10 shrink-0 place-items-center rounded-full bg-ember/10 text-ember sm:grid">
          <Cookie className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-[15px] font-semibold text-ink sm:text-base">
            Your privacy, your choice
          </h2>
          <p className="mt-0.5 text-[13px] leading-snug text-ink-soft sm:mt-1 sm:text-[14px] sm:leading-relaxed">
            Analytics cookies load only if you accept, and never touch your stories.{" "}
            <Link
              to="/privacy"
              className="font-medium text-ember-dark underline underline-offset-2"
            >
              Privacy policy
            </Link>
          </p>
        </div>
        <button
          type="button"
          aria-label="Minimize"
          onClick={() => {
            touched.current = true;
            setPhase("minimized");
          }}
          className="-mt-1.5 -mr-1.5 grid size-9 shrink-0 place-items-center rounded-lg text-ink-soft hover:bg-cream"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      <div className="mt-3 grid grid-cols-3 gap-2 sm:mt-4">
        <Button
          size="sm"
          className="h-10 px-1.5 text-[13px] leading-tight whitespace-normal sm:px-2 sm:text-sm"
          onClick={() => choose(true, true)}
        >
          Accept All
        </Button>
        <Button
          size="sm"
          variant="secondary"
          className="h-10 px-1.5 text-[13px] leading-tight whitespace-normal sm:px-2 sm:text-sm"
          onClick={() => choose(false, false)}
        >
          Reject All
        </Button>
        <Button
          size="sm"
          variant="secondary"
          className="h-10 px-1.5 text-[13px] leading-tight whitespace-normal sm:px-2 sm:text-sm"
          onClick={() => choose(false, false)}
        >
          Necessary Only
        </Button>
      </div>
    </section>
  );
}
