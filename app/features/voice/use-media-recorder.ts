import { useEffect, useRef } from "react";
import { RECORDING_FAILED_MESSAGE, VOICE_TIMER_TICK_MS } from "#contracts/voice.ts";
import { shouldAutoStop } from "./audio/elapsed";
import {
  canRecord,
  MICROPHONE_CONSTRAINTS,
  recorderMimeType,
  releaseStream,
} from "./browser-audio";
import { MAX_RECORDING_MS, type RecorderEvent } from "./recorder-state";

// Refusals that the user can fix in the browser's microphone settings.
const PERMISSION_ERRORS = new Set([
  "NotAllowedError",
  "SecurityError",
  "NotFoundError",
  "NotReadableError",
  "OverconstrainedError",
]);

export const messageOf = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;

type Callbacks = {
  dispatch: (event: RecorderEvent) => void;
  /** The recording, once stopped (not when cancelled). */
  onRecorded: (recording: Blob, durationMs: number) => void;
  onError: (message: string) => void;
  /** The browser refused the microphone (permission, no device). */
  onRefused: () => void;
};

// The microphone and MediaRecorder: start (the stream, the recorder, the 30 s timer), stop,
// cancel, and freeing the microphone whatever happens, also when the composer closes mid-way.
export function useMediaRecorder(callbacks: Callbacks) {
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const timerRef = useRef<number | null>(null);
  const startedAtRef = useRef(0);
  const durationRef = useRef(0);
  const cancelledRef = useRef(false);
  const mountedRef = useRef(true);

  const clearTimer = () => {
    if (timerRef.current !== null) window.clearInterval(timerRef.current);
    timerRef.current = null;
  };

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      cancelledRef.current = true;
      clearTimer();
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== "inactive") recorder.stop();
      releaseStream(streamRef.current);
      streamRef.current = null;
    };
  }, []);

  function stop() {
    const recorder = recorderRef.current;
    if (!recorder) return;
    clearTimer();
    durationRef.current = Math.min(Date.now() - startedAtRef.current, MAX_RECORDING_MS);
    latest.current.dispatch({ type: "stopped" });
    if (recorder.state !== "inactive") recorder.stop();
  }

  function cancel() {
    cancelledRef.current = true;
    clearTimer();
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== "inactive") recorder.stop();
    releaseStream(streamRef.current);
    streamRef.current = null;
    recorderRef.current = null;
    latest.current.dispatch({ type: "cancelled" });
  }

  async function start() {
    const { dispatch, onError, onRefused } = latest.current;
    if (!canRecord()) {
      onError(RECORDING_FAILED_MESSAGE);
      return;
    }
    dispatch({ type: "starting" });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia(MICROPHONE_CONSTRAINTS);
    } catch (error) {
      dispatch({ type: "start-failed" });
      if (error instanceof DOMException && PERMISSION_ERRORS.has(error.name)) onRefused();
      else onError(messageOf(error, RECORDING_FAILED_MESSAGE));
      return;
    }
    if (!mountedRef.current) {
      releaseStream(stream);
      return;
    }

    let recorder: MediaRecorder;
    try {
      const mimeType = recorderMimeType();
      recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    } catch (error) {
      releaseStream(stream);
      dispatch({ type: "start-failed" });
      onError(messageOf(error, RECORDING_FAILED_MESSAGE));
      return;
    }

    const chunks: Blob[] = [];
    cancelledRef.current = false;
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      releaseStream(stream);
      if (streamRef.current === stream) streamRef.current = null;
      if (recorderRef.current === recorder) recorderRef.current = null;
      if (cancelledRef.current || !mountedRef.current) return;
      const recording = new Blob(chunks, { type: recorder.mimeType || "audio/webm" });
      latest.current.onRecorded(recording, durationRef.current);
    };
    recorder.onerror = () => {
      clearTimer();
      cancelledRef.current = true;
      releaseStream(stream);
      latest.current.dispatch({ type: "failed" });
      latest.current.onError(RECORDING_FAILED_MESSAGE);
    };

    streamRef.current = stream;
    recorderRef.current = recorder;
    recorder.start();
    startedAtRef.current = Date.now();
    dispatch({ type: "recording" });
    timerRef.current = window.setInterval(() => {
      const ms = Date.now() - startedAtRef.current;
      latest.current.dispatch({ type: "tick", ms });
      if (shouldAutoStop(ms)) stop();
    }, VOICE_TIMER_TICK_MS);
  }

  return { start, stop, cancel };
}
