import {
  TRANSCRIPTION_POLL_ATTEMPTS,
  TRANSCRIPTION_POLL_FIRST_DELAY_MS,
  TRANSCRIPTION_POLL_GROWTH,
  TRANSCRIPTION_POLL_MAX_DELAY_MS,
} from "#contracts/voice.ts";

// Up to 30 attempts, the wait before each starting at 1 s and growing x1.5,
// never more than 10 s: 1000, 1500, 2250, 3375, 5063, 7594, then 10000 each (about 4.3 minutes).
export function pollDelays(): number[] {
  return Array.from({ length: TRANSCRIPTION_POLL_ATTEMPTS }, (_, i) =>
    Math.min(
      Math.round(TRANSCRIPTION_POLL_FIRST_DELAY_MS * TRANSCRIPTION_POLL_GROWTH ** i),
      TRANSCRIPTION_POLL_MAX_DELAY_MS,
    ),
  );
}

export type PollCheck<T> = () => Promise<{ ready: true; value: T } | { ready: false }>;

export class PollTimeoutError extends Error {}

// Waits delays[i] then checks, for each attempt; `check` answers not ready on a 404 and throws on
// anything else (waiting will not fix any other failure), which ends the polling at once.
export async function pollUntilReady<T>(
  check: PollCheck<T>,
  options: {
    sleep?: (ms: number) => Promise<void>;
    signal?: AbortSignal;
    delays?: number[];
    timeoutMessage?: string;
  } = {},
): Promise<T> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  for (const delay of options.delays ?? pollDelays()) {
    await sleep(delay);
    options.signal?.throwIfAborted();
    const result = await check();
    if (result.ready) return result.value;
  }
  throw new PollTimeoutError(options.timeoutMessage ?? "Transcription timeout - please try again");
}
