import { clsx } from "clsx";
import { Info, Loader2, Mic, Square, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  CANNOT_START_RECORDING_MESSAGE,
  RECORDING_FAILED_MESSAGE,
  TRANSCRIPTION_FAILED_MESSAGE,
  TRANSCRIPTION_TIMEOUT_MESSAGE,
  VOICE_AUTO_STOP_MESSAGE,
  VOICE_COUNTDOWN_SECONDS,
  VOICE_MAX_RECORDING_SECONDS,
  VOICE_NOT_CONFIGURED_MESSAGE,
  VOICE_TIMER_TICK_MS,
} from "@contracts/voice.ts";
import { useToast } from "~/components/ui/toast";
import { ApiError } from "~/lib/api-client";
import { formatElapsed, isInCountdown, shouldAutoStop } from "./audio/elapsed";
import { pollUntilReady } from "./audio/poll";
import { buildRecordingForm } from "./audio/recording-form";
import {
  canRecord,
  MICROPHONE_CONSTRAINTS,
  recorderMimeType,
  recordingToSpeechWav,
  releaseStream,
} from "./browser-audio";
import { VoiceConsentDialog } from "./consent-dialog";
import { ReviewTranscriptionDialog } from "./review-dialog";
import {
  isNotConfigured,
  transcriptionCheck,
  uploadRecording,
  useSaveVoiceConsent,
  useVoiceConsent,
} from "./voice-api";

type Phase = "idle" | "starting" | "recording" | "processing";
type Review = { text: string; confidence: number | null };

const [CANNOT_START_TITLE, CANNOT_START_DESCRIPTION] = CANNOT_START_RECORDING_MESSAGE.split(": ");
const MAX_MS = VOICE_MAX_RECORDING_SECONDS * 1000;
// Refusals that the user can fix in the browser's microphone settings.
const PERMISSION_ERRORS = new Set([
  "NotAllowedError",
  "SecurityError",
  "NotFoundError",
  "NotReadableError",
  "OverconstrainedError",
]);

const messageOf = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;

// Voice dictation (spec section 4): Record below the composer header; consent first, then up to
// 30 s of recording, transcription on the server, and a review before the text is used.
export function VoiceRecorder({ onText }: { onText: (text: string) => void }) {
  const toast = useToast();
  const consent = useVoiceConsent();
  const saveConsent = useSaveVoiceConsent();

  const [phase, setPhase] = useState<Phase>("idle");
  const [elapsed, setElapsed] = useState(0);
  const [consentOpen, setConsentOpen] = useState(false);
  const [review, setReview] = useState<Review | null>(null);
  const [announcement, setAnnouncement] = useState("");

  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const timerRef = useRef<number | null>(null);
  const startedAtRef = useRef(0);
  const durationRef = useRef(0);
  const cancelledRef = useRef(false);
  const abortRef = useRef<AbortController | null>(null);
  const recordButtonRef = useRef<HTMLButtonElement>(null);
  const stopButtonRef = useRef<HTMLButtonElement>(null);
  const mountedRef = useRef(true);

  const notConfigured = isNotConfigured(consent.error);

  const showError = useCallback(
    (description: string) =>
      toast({ variant: "destructive", title: "Recording Error", description }),
    [toast],
  );

  const clearTimer = () => {
    if (timerRef.current !== null) window.clearInterval(timerRef.current);
    timerRef.current = null;
  };

  // Leaving the composer mid-recording or mid-transcription stops everything and frees the
  // microphone.
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      cancelledRef.current = true;
      clearTimer();
      abortRef.current?.abort();
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== "inactive") recorder.stop();
      releaseStream(streamRef.current);
      streamRef.current = null;
    };
  }, []);

  async function transcribe(recording: Blob, durationMs: number) {
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
      setReview({ text: result.transcriptionText.trim(), confidence: result.confidence });
      setAnnouncement("Transcription ready for review");
    } catch (error) {
      if (controller.signal.aborted || !mountedRef.current) return;
      if (error instanceof ApiError && error.status === 403) void consent.refetch();
      setAnnouncement("Transcription failed");
      showError(messageOf(error, TRANSCRIPTION_FAILED_MESSAGE));
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      if (mountedRef.current) {
        setPhase("idle");
        setElapsed(0);
      }
    }
  }

  function stop() {
    const recorder = recorderRef.current;
    if (!recorder) return;
    clearTimer();
    durationRef.current = Math.min(Date.now() - startedAtRef.current, MAX_MS);
    setPhase("processing");
    setAnnouncement("Recording stopped. Transcribing...");
    if (recorder.state !== "inactive") recorder.stop();
  }

  function cancelRecording() {
    cancelledRef.current = true;
    clearTimer();
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== "inactive") recorder.stop();
    releaseStream(streamRef.current);
    streamRef.current = null;
    recorderRef.current = null;
    setPhase("idle");
    setElapsed(0);
    setAnnouncement("Recording cancelled");
    requestAnimationFrame(() => recordButtonRef.current?.focus());
  }

  async function startRecording() {
    if (!canRecord()) {
      showError(RECORDING_FAILED_MESSAGE);
      return;
    }
    setPhase("starting");
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia(MICROPHONE_CONSTRAINTS);
    } catch (error) {
      setPhase("idle");
      if (error instanceof DOMException && PERMISSION_ERRORS.has(error.name)) {
        toast({
          variant: "destructive",
          title: CANNOT_START_TITLE ?? CANNOT_START_RECORDING_MESSAGE,
          description: CANNOT_START_DESCRIPTION,
        });
      } else {
        showError(messageOf(error, RECORDING_FAILED_MESSAGE));
      }
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
      setPhase("idle");
      showError(messageOf(error, RECORDING_FAILED_MESSAGE));
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
      void transcribe(recording, durationRef.current);
    };
    recorder.onerror = () => {
      clearTimer();
      cancelledRef.current = true;
      releaseStream(stream);
      setPhase("idle");
      setElapsed(0);
      showError(RECORDING_FAILED_MESSAGE);
    };

    streamRef.current = stream;
    recorderRef.current = recorder;
    recorder.start();
    startedAtRef.current = Date.now();
    setElapsed(0);
    setPhase("recording");
    setAnnouncement(`Recording started. Up to ${VOICE_MAX_RECORDING_SECONDS} seconds.`);
    let warned = false;
    timerRef.current = window.setInterval(() => {
      const ms = Date.now() - startedAtRef.current;
      setElapsed(Math.min(ms, MAX_MS));
      if (!warned && isInCountdown(ms)) {
        warned = true;
        setAnnouncement(`${VOICE_COUNTDOWN_SECONDS} seconds left. ${VOICE_AUTO_STOP_MESSAGE}.`);
      }
      if (shouldAutoStop(ms)) stop();
    }, VOICE_TIMER_TICK_MS);
  }

  async function onRecordPress() {
    if (notConfigured || phase !== "idle") return;
    let current = consent.data;
    if (!current) {
      const result = await consent.refetch();
      if (isNotConfigured(result.error)) return;
      if (!result.data) {
        showError(messageOf(result.error, RECORDING_FAILED_MESSAGE));
        return;
      }
      current = result.data;
    }
    if (!current.consentGiven || !current.isActive) {
      setConsentOpen(true);
      return;
    }
    void startRecording();
  }

  function acceptConsent() {
    saveConsent.mutate(
      { consentGiven: true, isActive: true },
      {
        onSuccess: () => {
          setConsentOpen(false);
          toast({ title: "Consent Saved", description: "Voice recording is now enabled" });
          void startRecording();
        },
        onError: (error) => showError(messageOf(error, RECORDING_FAILED_MESSAGE)),
      },
    );
  }

  function approve() {
    if (!review || !review.text.trim()) return;
    onText(review.text.trim());
    setReview(null);
    toast({
      title: "Transcription Added",
      description: "The transcribed text has been added successfully",
    });
  }

  function discard() {
    setReview(null);
    toast({ title: "Transcription Cancelled", description: "The recording has been discarded" });
  }

  // Keyboard users land on Stop when recording starts (the Record button is gone).
  useEffect(() => {
    if (phase === "recording") stopButtonRef.current?.focus();
  }, [phase]);

  const focusControls = () => {
    requestAnimationFrame(() => (stopButtonRef.current ?? recordButtonRef.current)?.focus());
  };

  const countdown = phase === "recording" && isInCountdown(elapsed);

  return (
    <div className="shrink-0 px-4 pb-3 sm:px-5" data-testid="voice-recorder">
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>

      {phase === "recording" ? (
        <div
          className={clsx(
            "flex items-center gap-2 rounded-2xl border px-2 py-1.5 transition-colors motion-reduce:transition-none",
            countdown ? "border-danger/40 bg-danger/10" : "border-line bg-white",
          )}
        >
          <span className="flex min-w-0 flex-1 items-center gap-2 pl-1.5">
            <span
              className="size-2.5 shrink-0 rounded-full bg-danger motion-safe:animate-pulse"
              aria-hidden
            />
            <span
              role="timer"
              aria-label={`Recording time ${formatElapsed(elapsed)}`}
              className={clsx(
                "text-base font-semibold tabular-nums",
                countdown ? "text-danger" : "text-ink",
              )}
            >
              {formatElapsed(elapsed)}
            </span>
            <span className="truncate text-sm text-ink-soft">Recording…</span>
          </span>
          <button
            type="button"
            onClick={cancelRecording}
            aria-label="Cancel recording"
            className="grid size-10 shrink-0 place-items-center rounded-xl text-ink-soft hover:bg-cream hover:text-ink"
          >
            <X className="size-5" aria-hidden />
          </button>
          <button
            ref={stopButtonRef}
            type="button"
            onClick={stop}
            className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-xl bg-danger px-3.5 text-sm font-semibold text-white hover:bg-[#8c1d17]"
          >
            <Square className="size-3.5 fill-current" aria-hidden />
            Stop
          </button>
        </div>
      ) : (
        <button
          ref={recordButtonRef}
          type="button"
          onClick={() => void onRecordPress()}
          aria-disabled={notConfigured || phase !== "idle" || undefined}
          aria-describedby={notConfigured ? "voice-not-configured" : undefined}
          aria-busy={phase !== "idle" || undefined}
          title={notConfigured ? VOICE_NOT_CONFIGURED_MESSAGE : undefined}
          className={clsx(
            "flex h-11 w-full items-center justify-center gap-2 rounded-2xl border text-[15px] font-semibold transition-colors",
            notConfigured
              ? "cursor-not-allowed border-line bg-cream text-ink-soft"
              : "border-ember/40 bg-white text-ember-dark hover:bg-ember/5",
            phase !== "idle" && "cursor-wait",
          )}
        >
          {phase === "processing" || phase === "starting" ? (
            <Loader2 className="size-[18px] motion-safe:animate-spin" aria-hidden />
          ) : (
            <Mic className="size-[18px]" aria-hidden />
          )}
          {phase === "processing"
            ? "Transcribing..."
            : phase === "starting"
              ? "Starting..."
              : "Record"}
        </button>
      )}

      {countdown && (
        <p className="mt-1.5 px-1 text-[13px] font-medium text-danger">{VOICE_AUTO_STOP_MESSAGE}</p>
      )}
      {notConfigured && (
        <p
          id="voice-not-configured"
          className="mt-1.5 flex items-center gap-1.5 px-1 text-[13px] text-ink-soft"
        >
          <Info className="size-3.5 shrink-0" aria-hidden />
          {VOICE_NOT_CONFIGURED_MESSAGE}
        </p>
      )}

      <VoiceConsentDialog
        open={consentOpen}
        onOpenChange={setConsentOpen}
        pending={saveConsent.isPending}
        onAccept={acceptConsent}
        onCloseFocus={focusControls}
      />
      <ReviewTranscriptionDialog
        open={review !== null}
        text={review?.text ?? ""}
        confidence={review?.confidence ?? null}
        onTextChange={(text) => setReview((r) => (r ? { ...r, text } : r))}
        onApprove={approve}
        onCancel={discard}
        onCloseFocus={() => recordButtonRef.current?.focus()}
      />
    </div>
  );
}
