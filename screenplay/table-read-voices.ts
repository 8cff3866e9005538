// Which voice reads whom at a table read (README "Table read"): the device's voices, the
// narrator's first, then one each for the characters with the most lines; when the device has
// fewer voices than characters, the least speaking share, and the reader is told who shares.

export type DeviceVoice = { id: string; name: string; lang: string };

export type VoiceCasting = {
  narrator: string | null;
  /** Character name → voice id. */
  byCharacter: Record<string, string>;
  /** Groups of characters (and "Narrator") reading with the same voice, to warn about. */
  sharing: string[][];
};

export const NARRATOR = "Narrator";

/** Voices in the script's language first (`lang` like "en" or "en-GB"), the device's order kept. */
function preferred(voices: readonly DeviceVoice[], lang: string): DeviceVoice[] {
  const base = lang.toLowerCase().split("-")[0] ?? "";
  const same = voices.filter((v) => v.lang.toLowerCase().split(/[-_]/)[0] === base);
  return same.length > 0 ? same : [...voices];
}

export function castVoices(
  speakers: readonly string[],
  voices: readonly DeviceVoice[],
  {
    lang = "en",
    picks = {},
    narrator = true,
  }: { lang?: string; picks?: Readonly<Record<string, string>>; narrator?: boolean } = {},
): VoiceCasting {
  const pool = preferred(voices, lang);
  const known = new Set(voices.map((v) => v.id));
  const chosen = (who: string) => (picks[who] && known.has(picks[who]) ? picks[who] : undefined);
  if (pool.length === 0) return { narrator: null, byCharacter: {}, sharing: [] };

  const taken = new Set<string>();
  for (const who of [NARRATOR, ...speakers]) {
    const pick = chosen(who);
    if (pick) taken.add(pick);
  }
  // Free voices in the pool's order; once every voice is taken, they go round again.
  let next = 0;
  const free = () => {
    const unused = pool.find((v) => !taken.has(v.id));
    const voice = unused ?? (pool[next++ % pool.length] as DeviceVoice);
    taken.add(voice.id);
    return voice.id;
  };

  const narratorVoice = narrator ? (chosen(NARRATOR) ?? free()) : null;
  const byCharacter: Record<string, string> = {};
  for (const who of speakers) byCharacter[who] = chosen(who) ?? free();

  const byVoice = new Map<string, string[]>();
  const add = (who: string, id: string) => byVoice.set(id, [...(byVoice.get(id) ?? []), who]);
  if (narratorVoice) add(NARRATOR, narratorVoice);
  for (const who of speakers) add(who, byCharacter[who] as string);
  const sharing = [...byVoice.values()].filter((names) => names.length > 1);
  return { narrator: narratorVoice, byCharacter, sharing };
}
