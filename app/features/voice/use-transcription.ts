import { useEffect, useRef } from "react";
import { TRANSCRIPTION_FAILED_MESSAGE, TRANSCRIPTION_TIMEOUT_MESSAGE } from "#contracts/voice.ts";
import { ApiError } from "#app/lib/api-client";
import { pollUntilReady } from "./audio/poll";
import { buildRecordingForm } from "./audio/recording-form";
import { recordingToSpeechWav } from "./browser-audio";
import type { RecorderEvent } from "./recorder-state";
import { messageOf } from "./use-media-recorder";
import { transcriptionCheck, uploadRecording } from "./voice-api";

type Callbacks = {
  dispatch: (event: RecorderEvent) => void;
  onError: (message: string) => void;
  /** The server no longer has the consent (403): ask it again. */
  onForbidden: () => void;
};

// A recording to text: converted to 16 kHz WAV in the browser when possible,
// uploaded, then polled until the server's transcription is ready. Leaving stops the polling.
export function useTranscription(callbacks: Callbacks) {
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const abortRef = useRef<AbortController | null>(null);
  const mountedRef = useRef(true);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      abortRef.current?.abort();
    };
  }, []);

  return async function transcribe(recording: Blob, durationMs: number) {
    const controller = new AbortController();
    abortRef.current = controller;
    try {
      let wav: Uint8Array | null = null;
      try {
        wav = await recordingToSpeechWav(recording);
      } catch {
        wav = null; // the server also takes the original recording
      }
      const form = buildRecordingForm({ durationMs, wav, original: recording });
      const id = await uploadRecording(form, controller.signal);
      const result = await pollUntilReady(transcriptionCheck(id, controller.signal), {
        signal: controller.signal,
        timeoutMessage: TRANSCRIPTION_TIMEOUT_MESSAGE,
      });
      if (!mountedRef.current) return;
      latest.current.dispatch({
        type: "transcribed",
        review: { text: result.transcriptionText.trim(), confidence: result.confidence },
      });
    } catch (error) {
      if (controller.signal.aborted || !mountedRef.current) return;
      if (error instanceof ApiError && error.status === 403) latest.current.onForbidden();
      latest.current.dispatch({ type: "transcription-failed" });
      latest.current.onError(messageOf(error, TRANSCRIPTION_FAILED_MESSAGE));
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      if (mountedRef.current) latest.current.dispatch({ type: "settled" });
    }
  };
}
