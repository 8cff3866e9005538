import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ReadingBlock } from "#screenplay/reading.ts";
import { speakersByLines, tableReadLines, type SpokenLine } from "#screenplay/table-read.ts";
import { castVoices, type VoiceCasting } from "#screenplay/table-read-voices.ts";
import { SpeechPlayer, type PlayerScript } from "./speech-player";
import { loadSettings, saveSettings, type TableReadSettings } from "./table-read-settings";
import { useDeviceVoices } from "./use-device-voices";

// The table read's state: the script as spoken lines, the voices cast to its readers, where the
// read is, and the controls. The speaking itself is SpeechPlayer's.

export type ReadState = "idle" | "playing" | "paused" | "finished" | "failed";

/** The line to go on from when the lines change (the narrator switched): the first at or after
 * the block being read. */
function sameSpot(from: readonly SpokenLine[], index: number, to: readonly SpokenLine[]): number {
  const block = from[index]?.block ?? 0;
  const at = to.findIndex((l) => l.block >= block);
  return at === -1 ? Math.max(0, to.length - 1) : at;
}

export function useTableRead({
  blocks,
  storageKey,
  lang,
}: {
  blocks: readonly ReadingBlock[];
  storageKey: string;
  /** The language voices are preferred in. */
  lang: string;
}) {
  const voices = useDeviceVoices();
  const [settings, setSettings] = useState<TableReadSettings>(() => loadSettings(storageKey));
  const [index, setIndex] = useState(0);
  const [state, setState] = useState<ReadState>("idle");

  const lines = useMemo(
    () => tableReadLines(blocks, { narrator: settings.narrator }),
    [blocks, settings.narrator],
  );
  const speakers = useMemo(() => speakersByLines(lines), [lines]);
  const casting: VoiceCasting | null = useMemo(
    () =>
      voices.status === "ready"
        ? castVoices(speakers, voices.voices, {
            lang,
            picks: settings.picks,
            narrator: settings.narrator,
          })
        : null,
    [voices, speakers, lang, settings.picks, settings.narrator],
  );
  const at = Math.min(index, Math.max(0, lines.length - 1));

  useEffect(() => saveSettings(storageKey, settings), [storageKey, settings]);

  // What the player reads next, always the latest (a voice picked mid-read is heard next line).
  const script = useRef<PlayerScript>({ lines, voiceOf: () => undefined, rate: settings.rate });
  script.current = {
    lines,
    rate: settings.rate,
    voiceOf: (speaker) => {
      if (voices.status !== "ready" || !casting) return undefined;
      const id = speaker ? casting.byCharacter[speaker] : casting.narrator;
      return id ? voices.byId.get(id) : undefined;
    },
  };

  const player = useRef<SpeechPlayer | null>(null);
  const getPlayer = useCallback(() => {
    player.current ??= new SpeechPlayer(window.speechSynthesis, () => script.current, {
      onLine: setIndex,
      onFinish: () => setState("finished"),
      onError: () => setState("failed"),
    });
    return player.current;
  }, []);
  useEffect(() => () => player.current?.stop(), []);
  // A line to say again once this render's script is in place (a new speed or narrator).
  const restartAt = useRef<number | null>(null);
  useEffect(() => {
    if (restartAt.current === null) return;
    getPlayer().play(restartAt.current);
    restartAt.current = null;
  });

  const playFrom = (i: number) => {
    setIndex(i);
    setState("playing");
    getPlayer().play(i);
  };

  const scenes = useMemo(() => [...new Set(lines.map((l) => l.scene))], [lines]);
  const scene = lines[at]?.scene ?? -1;
  const scenePosition = scenes.indexOf(scene);
  const goToScene = (step: -1 | 1) => {
    const target = scenes[scenePosition + step];
    if (target === undefined) return;
    const i = lines.findIndex((l) => l.scene === target);
    if (state === "playing") playFrom(i);
    else {
      setIndex(i);
      setState("paused");
    }
  };

  return {
    voices,
    lines,
    casting,
    speakers,
    settings,
    state,
    /** The line being read, or where the read stands while paused. */
    index: at,
    /** The reading block to highlight. */
    currentBlock: state === "idle" || state === "finished" ? null : (lines[at]?.block ?? null),
    /** Scenes counted from 1 among those with a heading (0: before the first heading). */
    sceneNumber: scene + 1,
    sceneCount: scenes.filter((s) => s >= 0).length,
    hasPreviousScene: scenePosition > 0,
    hasNextScene: scenePosition >= 0 && scenePosition < scenes.length - 1,
    play: () => playFrom(state === "finished" ? 0 : at),
    pause: () => {
      getPlayer().stop();
      setState("paused");
    },
    previousScene: () => goToScene(-1),
    nextScene: () => goToScene(1),
    setRate: (rate: number) => {
      setSettings((s) => ({ ...s, rate }));
      // The line being said starts again at the new speed.
      if (state === "playing") restartAt.current = at;
    },
    setNarrator: (narrator: boolean) => {
      const next = tableReadLines(blocks, { narrator });
      const i = sameSpot(lines, at, next);
      setSettings((s) => ({ ...s, narrator }));
      setIndex(i);
      if (state === "playing") restartAt.current = i;
    },
    pickVoice: (who: string, voiceId: string) =>
      setSettings((s) => ({ ...s, picks: { ...s.picks, [who]: voiceId } })),
  };
}

export type TableRead = ReturnType<typeof useTableRead>;
