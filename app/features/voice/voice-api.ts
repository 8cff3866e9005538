import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RecordingCreated, Transcription, VoiceConsent } from "#contracts/voice.ts";
import { api, ApiError, errorMessageFrom } from "#app/lib/api-client";
import type { PollCheck } from "./audio/poll";

// The browser side of spec section 7's /api/voice-transcription/* calls.

const BASE = "/api/voice-transcription";
export const voiceConsentKey = ["voice-transcription", "consent"] as const;

// 503 not_configured: the server has no transcription service; asking again will not help.
export const isNotConfigured = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 503 && error.code === "not_configured";

// Cached 60 s, one retry (spec section 7), none when the answer cannot change.
export function useVoiceConsent(enabled = true) {
  return useQuery({
    queryKey: voiceConsentKey,
    queryFn: ({ signal }) => api.get<VoiceConsent>(`${BASE}/consent`, signal),
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
    mutationFn: (consent: VoiceConsent) => api.post<VoiceConsent>(`${BASE}/consent`, consent),
    onSuccess: (saved) => {
      queryClient.setQueryData(voiceConsentKey, saved);
      void queryClient.invalidateQueries({ queryKey: voiceConsentKey });
    },
  });
}

export async function uploadRecording(form: FormData, signal?: AbortSignal): Promise<string> {
  const response = await fetch(`${BASE}/recordings`, {
    method: "POST",
    credentials: "same-origin",
    headers: { Accept: "application/json" },
    body: form,
    signal,
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const code =
      body && typeof body === "object"
        ? (body as { error?: { code?: string } }).error?.code
        : undefined;
    throw new ApiError(
      response.status,
      errorMessageFrom(response.status, response.statusText, body),
      code,
    );
  }
  return (body as RecordingCreated).id;
}

// One polling attempt: 404 means not ready yet; any other failure ends the polling.
export const transcriptionCheck =
  (id: string, signal?: AbortSignal): PollCheck<Transcription> =>
  async () => {
    try {
      const value = await api.get<Transcription>(
        `${BASE}/transcriptions/recording/${encodeURIComponent(id)}`,
        signal,
      );
      return { ready: true, value };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return { ready: false };
      throw error;
    }
  };
