import type { SpokenLine } from "#screenplay/table-read.ts";

// Reads spoken lines one utterance at a time: the next is queued when the last ends, so a pause,
// a skip, a new speed or a new voice takes effect at once and the reader always knows which line
// is being said. Pausing cancels and restarts the line on play (speechSynthesis.pause() is
// unreliable: Android treats it as cancel, and Chromium's remote voices never resume).

export type PlayerScript = {
  lines: readonly SpokenLine[];
  voiceOf: (speaker: string | null) => SpeechSynthesisVoice | undefined;
  rate: number;
};

export type PlayerEvents = {
  /** The line at this index is being said. */
  onLine: (index: number) => void;
  /** The last line was said. */
  onFinish: () => void;
  onError: () => void;
};

export class SpeechPlayer {
  // Each read has its number; callbacks of a cancelled utterance (Chromium fires onerror
  // "interrupted" or onend on cancel) belong to an older one and are ignored.
  private read = 0;
  // Held so the utterance is not garbage-collected mid-line (Chromium then never fires onend).
  private utterance: SpeechSynthesisUtterance | null = null;

  constructor(
    private readonly synth: SpeechSynthesis,
    private readonly script: () => PlayerScript,
    private readonly events: PlayerEvents,
  ) {}

  /** Starts reading at the line `index` and goes on to the end. */
  play(index: number): void {
    const read = ++this.read;
    // Only when something is queued: some engines drop a speak() that follows cancel() at once.
    if (this.synth.speaking || this.synth.pending) this.synth.cancel();
    this.say(index, read);
  }

  stop(): void {
    this.read++;
    this.utterance = null;
    this.synth.cancel();
  }

  private say(index: number, read: number): void {
    const { lines, voiceOf, rate } = this.script();
    const line = lines[index];
    if (!line) {
      this.utterance = null;
      this.events.onFinish();
      return;
    }
    const u = new SpeechSynthesisUtterance(line.text);
    const voice = voiceOf(line.speaker);
    if (voice) {
      u.voice = voice;
      u.lang = voice.lang;
    }
    u.rate = rate;
    u.onend = () => {
      if (read === this.read) this.say(index + 1, read);
    };
    u.onerror = (event) => {
      if (read !== this.read || event.error === "interrupted" || event.error === "canceled") return;
      this.read++;
      this.events.onError();
    };
    this.utterance = u;
    // Shown as being read when queued: the queue is empty (cancelled or finished), so it starts
    // now, and some engines never fire onstart.
    this.events.onLine(index);
    this.synth.speak(u);
  }
}
