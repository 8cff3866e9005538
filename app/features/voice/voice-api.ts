import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Transcription, VoiceConsent } from "#contracts/voice.ts";
import { ApiError, apiClient, data, isNotConfigured, multipart } from "#app/lib/api-client";
import type { RecordingUpload } from "./audio/recording-form";
import type { PollCheck } from "./audio/poll";

// The browser side of the /api/voice-transcription/* calls.

export const voiceConsentKey = ["voice-transcription", "consent"] as const;

// 503 not_configured: the server has no transcription service; asking again will not help.
export { isNotConfigured };

// The consent, cached 60 s (it rarely changes); one retry, none when the answer cannot change.
export function useVoiceConsent(enabled = true) {
  return useQuery({
    queryKey: voiceConsentKey,
    queryFn: ({ signal }) => data(apiClient.GET("/api/voice-transcription/consent", { signal })),
    staleTime: 60_000,
    retry: (failures, error) =>
      failures < 1 &&
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
      !isNotConfigured(error),
    enabled,
  });
}

export function useSaveVoiceConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consent: VoiceConsent) =>
      data(apiClient.POST("/api/voice-transcription/consent", { body: consent })),
    onSuccess: (saved) => {
      queryClient.setQueryData(voiceConsentKey, saved);
      void queryClient.invalidateQueries({ queryKey: voiceConsentKey });
    },
  });
}

// The recording, sent as multipart/form-data; answers the recording's id to poll.
export async function uploadRecording(
  upload: RecordingUpload,
  signal?: AbortSignal,
): Promise<string> {
  const created = await data(
    apiClient.POST("/api/voice-transcription/recordings", {
      body: upload,
      bodySerializer: multipart,
      signal,
    }),
  );
  return created.id;
}

// One polling attempt: 404 means not ready yet; any other failure ends the polling.
export const transcriptionCheck =
  (id: string, signal?: AbortSignal): PollCheck<Transcription> =>
  async () => {
    try {
      const value = await data(
        apiClient.GET("/api/voice-transcription/transcriptions/recording/{id}", {
          params: { path: { id } },
          signal,
        }),
      );
      return { ready: true, value };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return { ready: false };
      throw error;
    }
  };
