// What a person chose for a table read, kept on this device only: each character's voice, the
// narrator on or off, the speed. Stored in localStorage under one key per script: `movie:<id>`
// in the editor, `share:<token>` on a shared page (a reader of someone else's story has no
// account to keep it in, and the voices are this device's anyway).

export type TableReadSettings = {
  /** Character name (or "Narrator") → the device voice's id (its voiceURI). */
  picks: Record<string, string>;
  narrator: boolean;
  rate: number;
};

export const RATES = [0.75, 1, 1.25, 1.5, 2] as const;

export const DEFAULT_SETTINGS: TableReadSettings = { picks: {}, narrator: true, rate: 1 };

const storageKey = (key: string) => `lifescript.table-read.${key}`;

/** What was stored, with anything unreadable or out of range left at its default. */
export function parseSettings(raw: string | null): TableReadSettings {
  if (!raw) return DEFAULT_SETTINGS;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return DEFAULT_SETTINGS;
  }
  if (typeof value !== "object" || value === null) return DEFAULT_SETTINGS;
  const v = value as Record<string, unknown>;
  const picks: Record<string, string> = {};
  if (typeof v.picks === "object" && v.picks !== null) {
    for (const [who, id] of Object.entries(v.picks)) if (typeof id === "string") picks[who] = id;
  }
  return {
    picks,
    narrator: typeof v.narrator === "boolean" ? v.narrator : DEFAULT_SETTINGS.narrator,
    rate: RATES.some((r) => r === v.rate) ? (v.rate as number) : DEFAULT_SETTINGS.rate,
  };
}

export function loadSettings(key: string): TableReadSettings {
  try {
    return parseSettings(localStorage.getItem(storageKey(key)));
  } catch {
    // Storage refused (a private window, a policy): the defaults, every time.
    return DEFAULT_SETTINGS;
  }
}

export function saveSettings(key: string, settings: TableReadSettings): void {
  try {
    localStorage.setItem(storageKey(key), JSON.stringify(settings));
  } catch {
    // Not remembered on this device; the read itself goes on.
  }
}
