import {
  VOICE_AUTO_STOP_MESSAGE,
  VOICE_COUNTDOWN_SECONDS,
  VOICE_MAX_RECORDING_SECONDS,
} from "#contracts/voice.ts";
import { isInCountdown } from "./audio/elapsed";

// Voice dictation's states (idle, recording, processing, review) and what each
// step announces to screen readers. Pure: the browser's microphone and the upload live in
// use-media-recorder.ts and use-transcription.ts, which report here.

export type Phase = "idle" | "starting" | "recording" | "processing";
export type Review = { text: string; confidence: number | null };

export type RecorderState = {
  phase: Phase;
  /** Milliseconds recorded, up to the 30 s limit. */
  elapsed: number;
  announcement: string;
  /** The countdown was announced for this recording. */
  warned: boolean;
  review: Review | null;
};

export type RecorderEvent =
  | { type: "starting" }
  | { type: "start-failed" }
  | { type: "recording" }
  | { type: "tick"; ms: number }
  | { type: "stopped" }
  | { type: "cancelled" }
  | { type: "failed" }
  | { type: "transcribed"; review: Review }
  | { type: "transcription-failed" }
  | { type: "settled" }
  | { type: "review-edited"; text: string }
  | { type: "review-closed" };

export const MAX_RECORDING_MS = VOICE_MAX_RECORDING_SECONDS * 1000;

export const idleRecorder: RecorderState = {
  phase: "idle",
  elapsed: 0,
  announcement: "",
  warned: false,
  review: null,
};

export function recorderReducer(state: RecorderState, event: RecorderEvent): RecorderState {
  switch (event.type) {
    case "starting":
      return { ...state, phase: "starting" };
    case "start-failed":
      return { ...state, phase: "idle" };
    case "recording":
      return {
        ...state,
        phase: "recording",
        elapsed: 0,
        warned: false,
        announcement: `Recording started. Up to ${VOICE_MAX_RECORDING_SECONDS} seconds.`,
      };
    case "tick": {
      const next = { ...state, elapsed: Math.min(event.ms, MAX_RECORDING_MS) };
      // The last 10 s are announced once, as they begin.
      if (state.warned || !isInCountdown(event.ms)) return next;
      return {
        ...next,
        warned: true,
        announcement: `${VOICE_COUNTDOWN_SECONDS} seconds left. ${VOICE_AUTO_STOP_MESSAGE}.`,
      };
    }
    case "stopped":
      return { ...state, phase: "processing", announcement: "Recording stopped. Transcribing..." };
    case "cancelled":
      return { ...state, phase: "idle", elapsed: 0, announcement: "Recording cancelled" };
    case "failed":
      return { ...state, phase: "idle", elapsed: 0 };
    case "transcribed":
      return { ...state, review: event.review, announcement: "Transcription ready for review" };
    case "transcription-failed":
      return { ...state, announcement: "Transcription failed" };
    case "settled":
      return { ...state, phase: "idle", elapsed: 0 };
    case "review-edited":
      return state.review ? { ...state, review: { ...state.review, text: event.text } } : state;
    case "review-closed":
      return { ...state, review: null };
  }
}

export const inCountdown = (state: RecorderState): boolean =>
  state.phase === "recording" && isInCountdown(state.elapsed);
