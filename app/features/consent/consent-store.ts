import { CONSENT_CHANGED_EVENT } from "./events";

// The visitor's consent: kept on the device (with the device id) and sent to the server.
// Analytics subscribe here and start only once analytics consent is granted.
// The light calls, not apiClient: the landing page's island runs this store before any of the
// app's script has loaded, and must stay a few kilobytes.
import { getJson, postJson } from "#app/lib/api/light-calls";

export type ConsentChoice = {
  analytics: boolean;
  advertising: boolean;
  timestamp: number;
  /** "banner": the visitor chose; "auto": their country needs no consent. */
  source: "banner" | "auto";
};

export type GeoAnswer = { countryCode: string | null; requiresConsent: boolean };

export const CONSENT_KEY = "lifescript.consent";
export const DEVICE_KEY = "lifescript.deviceId";
export const GEO_KEY = "lifescript.geo";
export const GEO_TTL_MS = 60 * 60 * 1000;
export { OPEN_PREFERENCES_EVENT } from "./events";

function safe<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    return fallback; // storage blocked (private mode, sandboxed frame)
  }
}

/** prefix + timestamp + random string, created once per device. */
export function deviceId(): string {
  return safe(
    () => {
      const existing = localStorage.getItem(DEVICE_KEY);
      if (existing) return existing;
      const id = `device_${Date.now()}_${Math.random().toString(36).slice(2, 11)}`;
      localStorage.setItem(DEVICE_KEY, id);
      return id;
    },
    `device_${Date.now()}_${Math.random().toString(36).slice(2, 11)}`,
  );
}

export function storedConsent(): ConsentChoice | null {
  return safe(() => {
    const raw = localStorage.getItem(CONSENT_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ConsentChoice>;
    if (typeof value.analytics !== "boolean" || typeof value.advertising !== "boolean") return null;
    return value as ConsentChoice;
  }, null);
}

// A choice is announced on window, not to this module's own listeners: the landing page's banner
// runs from a separate copy of this module (app/islands/) and the app must hear its choice.
export function onConsentChange(listener: (choice: ConsentChoice) => void): () => void {
  const heard = (event: Event) => listener((event as CustomEvent<ConsentChoice>).detail);
  window.addEventListener(CONSENT_CHANGED_EVENT, heard);
  return () => window.removeEventListener(CONSENT_CHANGED_EVENT, heard);
}

export async function saveConsent(
  analytics: boolean,
  advertising: boolean,
  source: ConsentChoice["source"],
): Promise<ConsentChoice> {
  const choice: ConsentChoice = { analytics, advertising, timestamp: Date.now(), source };
  safe(() => localStorage.setItem(CONSENT_KEY, JSON.stringify(choice)), undefined);
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: choice }));
  try {
    await postJson("/api/consent-choices", {
      deviceId: deviceId(),
      analytics,
      advertising,
      timestamp: choice.timestamp,
    });
  } catch {
    // The choice holds on this device either way; the server copy is a record.
  }
  return choice;
}

let pending: Promise<GeoAnswer> | null = null;

/** GET /api/geo, cached for an hour in session storage; any failure means consent is required. */
export function geolocate(now = Date.now()): Promise<GeoAnswer> {
  pending ??= lookUp(now).finally(() => {
    pending = null;
  });
  return pending;
}

async function lookUp(now: number): Promise<GeoAnswer> {
  const cached = safe(() => {
    const raw = sessionStorage.getItem(GEO_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as GeoAnswer & { expiresAt: number };
    return value.expiresAt > now ? value : null;
  }, null);
  if (cached) return { countryCode: cached.countryCode, requiresConsent: cached.requiresConsent };
  try {
    const body = await getJson("/api/geo");
    const answer: GeoAnswer = {
      countryCode: body.countryCode ?? null,
      requiresConsent: body.requiresConsent !== false,
    };
    safe(
      () =>
        sessionStorage.setItem(GEO_KEY, JSON.stringify({ ...answer, expiresAt: now + GEO_TTL_MS })),
      undefined,
    );
    return answer;
  } catch {
    return { countryCode: null, requiresConsent: true };
  }
}
