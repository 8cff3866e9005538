import { clsx } from "clsx";
import { Loader2, Mic } from "lucide-react";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import {
  CANNOT_START_RECORDING_MESSAGE,
  RECORDING_FAILED_MESSAGE,
  VOICE_AUTO_STOP_MESSAGE,
} from "#contracts/voice.ts";
import { useToast } from "#app/components/ui/toast";
import { VoiceConsentDialog } from "./consent-dialog";
import { idleRecorder, inCountdown, recorderReducer } from "./recorder-state";
import { RecordingBar } from "./recording-bar";
import { ReviewTranscriptionDialog } from "./review-dialog";
import { messageOf, useMediaRecorder } from "./use-media-recorder";
import { useTranscription } from "./use-transcription";
import { isNotConfigured, useSaveVoiceConsent, useVoiceConsent } from "./voice-api";

const [CANNOT_START_TITLE, CANNOT_START_DESCRIPTION] = CANNOT_START_RECORDING_MESSAGE.split(": ");

// Voice dictation: Record below the composer header; consent first, then up to
// 30 s of recording, transcription on the server, and a review before the text is used. The
// states are recorder-state.ts; the microphone and the upload are the two use-* hooks.
export function VoiceRecorder({ onText }: { onText: (text: string) => void }) {
  const toast = useToast();
  const consent = useVoiceConsent();
  const saveConsent = useSaveVoiceConsent();
  const [state, dispatch] = useReducer(recorderReducer, idleRecorder);
  const { phase, elapsed, review } = state;
  const [consentOpen, setConsentOpen] = useState(false);
  const recordButtonRef = useRef<HTMLButtonElement>(null);
  const stopButtonRef = useRef<HTMLButtonElement>(null);
  const notConfigured = isNotConfigured(consent.error);

  const showError = useCallback(
    (description: string) =>
      toast({ variant: "destructive", title: "Recording Error", description }),
    [toast],
  );
  const transcribe = useTranscription({
    dispatch,
    onError: showError,
    onForbidden: () => void consent.refetch(),
  });
  const recorder = useMediaRecorder({
    dispatch,
    onRecorded: (recording, durationMs) => void transcribe(recording, durationMs),
    onError: showError,
    onRefused: () =>
      toast({
        variant: "destructive",
        title: CANNOT_START_TITLE ?? CANNOT_START_RECORDING_MESSAGE,
        description: CANNOT_START_DESCRIPTION,
      }),
  });

  function cancelRecording() {
    recorder.cancel();
    requestAnimationFrame(() => recordButtonRef.current?.focus());
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
    void recorder.start();
  }

  function acceptConsent() {
    saveConsent.mutate(
      { consentGiven: true, isActive: true },
      {
        onSuccess: () => {
          setConsentOpen(false);
          toast({ title: "Consent Saved", description: "Voice recording is now enabled" });
          void recorder.start();
        },
        onError: (error) => showError(messageOf(error, RECORDING_FAILED_MESSAGE)),
      },
    );
  }

  function approve() {
    if (!review || !review.text.trim()) return;
    onText(review.text.trim());
    dispatch({ type: "review-closed" });
    toast({
      title: "Transcription Added",
      description: "The transcribed text has been added successfully",
    });
  }

  function discard() {
    dispatch({ type: "review-closed" });
    toast({ title: "Transcription Cancelled", description: "The recording has been discarded" });
  }

  // Keyboard users land on Stop when recording starts (the Record button is gone).
  useEffect(() => {
    if (phase === "recording") stopButtonRef.current?.focus();
  }, [phase]);

  const focusControls = () => {
    requestAnimationFrame(() => (stopButtonRef.current ?? recordButtonRef.current)?.focus());
  };

  const countdown = inCountdown(state);
  // The composer shows Record only where dictation is on (/api/config); should the server say
  // otherwise meanwhile, Record goes away rather than staying as a dead button.
  if (notConfigured) return null;

  return (
    <div className="shrink-0 px-4 pb-3 sm:px-5" data-testid="voice-recorder">
      <p className="sr-only" role="status" aria-live="polite">
        {state.announcement}
      </p>

      {phase === "recording" ? (
        <RecordingBar
          elapsed={elapsed}
          countdown={countdown}
          stopRef={stopButtonRef}
          onCancel={cancelRecording}
          onStop={recorder.stop}
        />
      ) : (
        <button
          ref={recordButtonRef}
          type="button"
          onClick={() => void onRecordPress()}
          aria-disabled={phase !== "idle" || undefined}
          aria-busy={phase !== "idle" || undefined}
          className={clsx(
            "flex h-11 w-full items-center justify-center gap-2 rounded-2xl border border-ember/40 bg-white text-[15px] font-semibold text-ember-dark transition-colors hover:bg-ember/5",
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
        onTextChange={(text) => dispatch({ type: "review-edited", text })}
        onApprove={approve}
        onCancel={discard}
        onCloseFocus={() => recordButtonRef.current?.focus()}
      />
    </div>
  );
}
