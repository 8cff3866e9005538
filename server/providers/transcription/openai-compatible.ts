import { z } from "zod";
import { confidenceFromSegments } from "./segment-confidence.ts";

// Speech to text through an OpenAI-compatible POST /v1/audio/transcriptions: OpenAI itself, a
// self-hosted whisper.cpp server, faster-whisper-server / speaches, or another cloud provider.
// https://platform.openai.com/docs/api-reference/audio/createTranscription

const segment = z
  .object({
    start: z.number().optional(),
    end: z.number().optional(),
    text: z.string().optional(),
    avg_logprob: z.number().optional(),
    no_speech_prob: z.number().optional(),
  })
  .loose();

const verboseJson = z
  .object({
    text: z.string(),
    segments: z.array(segment).nullish(),
  })
  .loose();

export type TranscriptResult = { text: string; confidence: number | null };

// transient: waiting may help (timeout, network, 429, 5xx); permanent: the same audio will be
// refused again (any other 4xx).
export class TranscriptionError extends Error {
  readonly transient: boolean;
  constructor(transient: boolean, message: string) {
    super(message);
    this.transient = transient;
  }
}

export type Transcriber = {
  transcribe: (audio: {
    bytes: Uint8Array;
    filename: string;
    mimeType: string;
  }) => Promise<TranscriptResult>;
};

export type TranscriberOptions = {
  url: string;
  model: string;
  apiKey?: string | undefined;
  timeoutMs: number;
  fetch?: typeof fetch;
};

// TRANSCRIBE_URL is the server's base address; a trailing /v1 is tolerated.
export const transcriptionsEndpoint = (url: string): string =>
  `${url.replace(/\/+$/, "").replace(/\/v1$/, "")}/v1/audio/transcriptions`;

async function providerMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
    const message =
      typeof body.error === "string"
        ? body.error
        : typeof body.error?.message === "string"
          ? body.error.message
          : typeof body.message === "string"
            ? body.message
            : undefined;
    if (message) return message.slice(0, 300);
  } catch {
    // not JSON: fall through to the raw text
  }
  return text.trim().slice(0, 300);
}

export function createTranscriber(options: TranscriberOptions): Transcriber {
  const doFetch = options.fetch ?? fetch;
  const endpoint = transcriptionsEndpoint(options.url);
  const seconds = `${Math.round(options.timeoutMs / 100) / 10} s`;

  return {
    async transcribe(audio) {
      const form = new FormData();
      form.set("file", new Blob([audio.bytes.slice()], { type: audio.mimeType }), audio.filename);
      form.set("model", options.model);
      form.set("response_format", "verbose_json");
      const headers: Record<string, string> = { accept: "application/json" };
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

      // One signal for the request and for reading the answer: a server that sends its headers
      // and then stalls is cut off too.
      const signal = AbortSignal.timeout(options.timeoutMs);
      let body: unknown;
      try {
        const response = await doFetch(endpoint, { method: "POST", body: form, headers, signal });
        if (!response.ok) {
          const detail = await providerMessage(response);
          const transient = response.status === 429 || response.status >= 500;
          throw new TranscriptionError(
            transient,
            `Transcription service answered ${response.status}${detail ? `: ${detail}` : ""}`,
          );
        }
        body = await response.json();
      } catch (error) {
        if (error instanceof TranscriptionError) throw error;
        if (signal.aborted) {
          throw new TranscriptionError(
            true,
            `Transcription service did not answer within ${seconds}`,
          );
        }
        if (error instanceof SyntaxError) {
          throw new TranscriptionError(
            true,
            "Transcription service sent an answer that is not JSON",
          );
        }
        const reason = error instanceof Error ? error.message : String(error);
        throw new TranscriptionError(true, `Transcription service could not be reached: ${reason}`);
      }

      const parsed = verboseJson.safeParse(body);
      if (!parsed.success) {
        throw new TranscriptionError(true, "Transcription service sent an answer without text");
      }
      return {
        text: parsed.data.text.trim(),
        confidence: confidenceFromSegments(parsed.data.segments),
      };
    },
  };
}
