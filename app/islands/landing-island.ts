// The landing page's only script before a person acts on it (docs/decisions/0055). It is bundled
// at build time and inlined into the prerendered page (scripts/prerender/landing-island.ts); the
// page's React scripts wait, inert, in a <template> until `startApp` puts them back.
import { geolocate, saveConsent, storedConsent } from "#app/features/consent/consent-store";
import { CONSENT_ISLAND_ATTRIBUTE, OPEN_PREFERENCES_EVENT } from "#app/features/consent/events";
import { FADE_MS, MINIMIZE_AFTER_MS, SHOW_AFTER_MS } from "#app/features/consent/timing";

const root = document.documentElement;

// What counts as a person arriving: moving a pointer, touching, a key (Tab included), the wheel,
// a scroll, a focus. The first of them brings React, long before a phone user scrolls down to the
// contact form; a link tapped before it has arrived is a plain link.
const PERSON_EVENTS = [
  "pointerdown",
  "pointermove",
  "touchstart",
  "keydown",
  "wheel",
  "scroll",
  "focusin",
] as const;

let started = false;

export function startApp(): void {
  if (started) return;
  started = true;
  for (const type of PERSON_EVENTS) window.removeEventListener(type, startApp, true);
  const held = document.querySelector<HTMLTemplateElement>("template[data-deferred-app]");
  // A cloned script runs when it is put in the document (the parser's copy in a template never
  // does); in its old place, so React finds the document as it rendered it.
  held?.replaceWith(held.content.cloneNode(true));
}

// The consent banner, from the markup React rendered into the page's templates.
type Face = "panel" | "minimized";
let shown: { face: Face; holder: HTMLElement } | null = null;
let touched = false;

function show(face: Face | null): void {
  shown?.holder.remove();
  shown = null;
  const template = face
    ? document.querySelector<HTMLTemplateElement>(`template[data-consent-template="${face}"]`)
    : null;
  if (!face || !template) return;
  const holder = document.createElement("div");
  holder.dataset.consentIslandBanner = "";
  holder.append(template.content.cloneNode(true));
  document.body.append(holder);
  shown = { face, holder };
}

function close(): void {
  const panel = shown?.holder.querySelector("section");
  panel?.classList.replace("opacity-100", "opacity-0");
  panel?.classList.add("pointer-events-none");
  setTimeout(() => show(null), FADE_MS);
}

function choose(analytics: boolean): void {
  close();
  void saveConsent(analytics, analytics, "banner");
  // Analytics run in the app's code: with the choice stored, it starts them once it is up.
  if (analytics) startApp();
}

function act(action: string | undefined): void {
  touched = true;
  if (action === "expand") show("panel");
  else if (action === "minimize") show("minimized");
  else if (action === "accept") choose(true);
  else if (action === "reject" || action === "necessary") choose(false);
}

function startConsent(): void {
  const stored = storedConsent();
  if (stored) {
    if (stored.analytics) startApp();
    return;
  }
  let due: Face | null = null;
  let needed = false;
  const timers = [
    setTimeout(() => {
      due = "panel";
      if (needed && !shown) show("panel");
    }, SHOW_AFTER_MS),
    setTimeout(() => {
      due = "minimized";
      if (needed && !touched && shown?.face === "panel") show("minimized");
    }, MINIMIZE_AFTER_MS),
  ];
  void geolocate().then((geo) => {
    if (!geo.requiresConsent) {
      timers.forEach(clearTimeout);
      void saveConsent(true, true, "auto");
      startApp();
      return;
    }
    needed = true;
    if (due && !shown) show(due);
  });
}

function openPreferences(): void {
  touched = true;
  show("panel");
}

root.setAttribute(CONSENT_ISLAND_ATTRIBUTE, "");
for (const type of PERSON_EVENTS) {
  window.addEventListener(type, startApp, { capture: true, passive: true });
}
document.addEventListener("click", (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest<HTMLElement>("[data-consent-island-banner] [data-consent-action]");
  if (button) act(button.dataset.consentAction);
  // "Cookie preferences" in the footer: React dispatches the event once it is up; before, here.
  else if (!root.dataset.hydrated && target?.closest("[data-open-consent]")) openPreferences();
});
window.addEventListener(OPEN_PREFERENCES_EVENT, openPreferences);
// Escape closes the phone menu (a <details>) before React does it.
document.addEventListener("keydown", (event) => {
  if (event.key !== "Escape") return;
  for (const menu of document.querySelectorAll<HTMLDetailsElement>("details[data-site-menu]")) {
    menu.open = false;
  }
});
startConsent();
