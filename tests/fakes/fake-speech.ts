// The browser's speech synthesis, faked for the table read: it records every utterance (its
// text, its voice's name, its rate) and says nothing; a line ends only when the test calls
// `finish()`, so what is "being said" is the test's to decide. Voices arrive as in Chromium: none
// at first, then a `voiceschanged` event; a device without voices never fires it.
//
// `installFakeSpeech` is self-contained (no imports, no outer names): Playwright serialises it
// into the page with `page.addInitScript(installFakeSpeech, voices)`, and component tests call
// it on happy-dom's window.

export type FakeVoice = { name: string; lang: string };
export type SpokenRecord = { text: string; voice: string | null; rate: number };

export interface FakeSpeechControl {
  spoken: SpokenRecord[];
  /** The text of the utterance being said, or null. */
  current: () => string | null;
  /** Ends the utterance being said (onend), and the next queued one starts. */
  finish: () => void;
  /** How many times cancel() was called. */
  cancels: () => number;
}

export function installFakeSpeech(voices: FakeVoice[]): void {
  type Handler = ((event: { error?: string }) => void) | null;
  class FakeUtterance {
    text: string;
    voice: { name: string; lang: string } | null = null;
    rate = 1;
    pitch = 1;
    volume = 1;
    lang = "";
    onstart: Handler = null;
    onend: Handler = null;
    onerror: Handler = null;
    constructor(text = "") {
      this.text = text;
    }
  }
  const deviceVoices = voices.map((v) => ({
    name: v.name,
    lang: v.lang,
    voiceURI: `fake:${v.name}`,
    default: false,
    localService: true,
  }));
  const listeners = new Set<() => void>();
  const spoken: SpokenRecord[] = [];
  let loaded = false;
  let cancels = 0;
  let current: FakeUtterance | null = null;
  let queue: FakeUtterance[] = [];
  const startNext = () => {
    current = queue.shift() ?? null;
    current?.onstart?.({});
  };
  const synth = {
    get speaking() {
      return current !== null;
    },
    get pending() {
      return queue.length > 0;
    },
    paused: false,
    onvoiceschanged: null as (() => void) | null,
    getVoices: () => (loaded ? deviceVoices : []),
    speak(u: FakeUtterance) {
      spoken.push({ text: u.text, voice: u.voice?.name ?? null, rate: u.rate });
      queue.push(u);
      if (!current) startNext();
    },
    cancel() {
      cancels++;
      const dropped = [current, ...queue];
      current = null;
      queue = [];
      for (const u of dropped) u?.onerror?.({ error: "interrupted" });
    },
    pause() {},
    resume() {},
    addEventListener(type: string, listener: () => void) {
      if (type === "voiceschanged") listeners.add(listener);
    },
    removeEventListener(type: string, listener: () => void) {
      if (type === "voiceschanged") listeners.delete(listener);
    },
  };
  const control: FakeSpeechControl = {
    spoken,
    current: () => current?.text ?? null,
    finish() {
      const done = current;
      current = null;
      done?.onend?.({});
      if (!current) startNext();
    },
    cancels: () => cancels,
  };
  Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
  Object.defineProperty(window, "SpeechSynthesisUtterance", {
    value: FakeUtterance,
    configurable: true,
    writable: true,
  });
  Object.defineProperty(window, "__speech", { value: control, configurable: true });
  if (deviceVoices.length > 0) {
    setTimeout(() => {
      loaded = true;
      for (const listener of listeners) listener();
      synth.onvoiceschanged?.();
    }, 50);
  }
}

/** The fake's controls on this window (after `installFakeSpeech`). */
export function fakeSpeech(): FakeSpeechControl {
  return (window as unknown as { __speech: FakeSpeechControl }).__speech;
}
