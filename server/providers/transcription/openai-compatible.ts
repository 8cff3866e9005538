import type OpenAI from "openai";
import { z } from "zod";
import {
  createOpenAiClient,
  loadOpenAiSdk,
  providerProblem,
  type OpenAiSdk,
} from "../openai/openai-client.ts";
import { confidenceFromSegments } from "./segment-confidence.ts";

// Speech to text through an OpenAI-compatible POST /v1/audio/transcriptions (OpenAI itself, a
// self-hosted whisper.cpp server, faster-whisper-server / speaches, or another cloud provider)
// with the `openai` package, which builds the multipart request. The package does not retry
// here: the job worker does, with its own back-off and attempt count that the recording shows.

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

const PROVIDER = "Transcription service";

function isTransient(sdk: OpenAiSdk, error: unknown): boolean {
  if (!(error instanceof sdk.APIError) || error.status === undefined) return true;
  return error.status === 408 || error.status === 429 || error.status >= 500;
}

export function createTranscriber(options: TranscriberOptions): Transcriber {
  let made: Promise<OpenAI> | undefined;
  const clientOf = () =>
    (made ??= createOpenAiClient({
      url: options.url,
      apiKey: options.apiKey,
      timeoutMs: options.timeoutMs,
      maxRetries: 0,
      fetch: options.fetch,
    }));
  const seconds = `${Math.round(options.timeoutMs / 100) / 10} s`;

  return {
    async transcribe(audio) {
      // Loading the package is ours, not the service's time: it comes before the deadline.
      const [sdk, client] = await Promise.all([loadOpenAiSdk(), clientOf()]);
      // One deadline for the request and for reading the answer: a server that sends its headers
      // and then stalls is cut off too (the package's own timeout stops at the headers).
      const signal = AbortSignal.timeout(options.timeoutMs);
      let body: unknown;
      try {
        const file = await sdk.toFile(audio.bytes.slice(), audio.filename, {
          type: audio.mimeType,
        });
        body = await client.audio.transcriptions.create(
          { file, model: options.model, response_format: "verbose_json" },
          { signal },
        );
      } catch (error) {
        if (signal.aborted || error instanceof sdk.APIConnectionTimeoutError) {
          throw new TranscriptionError(true, `${PROVIDER} did not answer within ${seconds}`);
        }
        if (error instanceof SyntaxError) {
          throw new TranscriptionError(true, `${PROVIDER} sent an answer that is not JSON`);
        }
        throw new TranscriptionError(
          isTransient(sdk, error),
          providerProblem(sdk, PROVIDER, error),
        );
      }

      const parsed = verboseJson.safeParse(body);
      if (!parsed.success) {
        throw new TranscriptionError(true, `${PROVIDER} sent an answer without text`);
      }
      return {
        text: parsed.data.text.trim(),
        confidence: confidenceFromSegments(parsed.data.segments),
      };
    },
  };
}
