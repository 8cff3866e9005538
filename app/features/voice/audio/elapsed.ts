import { VOICE_COUNTDOWN_SECONDS, VOICE_MAX_RECORDING_SECONDS } from "#contracts/voice.ts";

// The recording timer, mm:ss; whole seconds, rounded down like a stopwatch.
export function formatElapsed(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}

// The last 10 s before the automatic stop at 30 s are highlighted.
export const isInCountdown = (ms: number): boolean =>
  ms >= (VOICE_MAX_RECORDING_SECONDS - VOICE_COUNTDOWN_SECONDS) * 1000;

export const shouldAutoStop = (ms: number): boolean => ms >= VOICE_MAX_RECORDING_SECONDS * 1000;

// The upload's duration field: whole seconds from 1 to 30, as the server requires.
export function wholeSeconds(ms: number): number {
  const seconds = Number.isFinite(ms) ? Math.round(ms / 1000) : 1;
  return Math.min(VOICE_MAX_RECORDING_SECONDS, Math.max(1, seconds));
}
