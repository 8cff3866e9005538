// The visitor's consent: kept on the device (with the device id) and sent to the server.
// Analytics subscribe here and start only once analytics consent is granted.

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

type Listener = (choice: ConsentChoice) => void;
const listeners = new Set<Listener>();

export function onConsentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function saveConsent(
  analytics: boolean,
  advertising: boolean,
  source: ConsentChoice["source"],
): Promise<ConsentChoice> {
  const choice: ConsentChoice = { analytics, advertising, timestamp: Date.now(), source };
  safe(() => localStorage.setItem(CONSENT_KEY, JSON.stringify(choice)), undefined);
  for (const listener of listeners) listener(choice);
  try {
    await fetch("/api/consent-choices", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        deviceId: deviceId(),
        analytics,
        advertising,
        timestamp: choice.timestamp,
      }),
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
    const response = await fetch("/api/geo", { headers: { Accept: "application/json" } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as GeoAnswer;
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
