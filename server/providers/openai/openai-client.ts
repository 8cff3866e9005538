import type OpenAI from "openai";

// The package is loaded on first use: about 11 MB of resident memory and a third of a second at
// start-up that a server without a model or a transcription service never pays.
export type OpenAiSdk = typeof import("openai");
let sdk: Promise<OpenAiSdk> | undefined;
export const loadOpenAiSdk = (): Promise<OpenAiSdk> => (sdk ??= import("openai"));

// One `openai` client for an OpenAI-compatible server: OpenAI itself, llama.cpp, Ollama's /v1,
// vLLM, whisper.cpp or speaches. Only our configuration is read: the package would otherwise pick
// up OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_ORG_ID and OPENAI_PROJECT_ID from the environment and
// send an operator's OpenAI key to a self-hosted server it was never meant for.

export type OpenAiClientOptions = {
  url: string;
  apiKey?: string | undefined;
  timeoutMs: number;
  // Attempts after the first on 408, 409, 429, 5xx or a network failure (the package's back-off:
  // 0.5 s doubling, or what Retry-After / retry-after-ms asks).
  maxRetries: number;
  fetch?: typeof fetch | undefined;
};

// The configured address is the server's base, with or without a version: /v1 is added when
// missing (http://127.0.0.1:8080 and http://127.0.0.1:8080/v1 are the same server).
export function openAiBaseUrl(url: string): string {
  const base = url.replace(/\/+$/, "");
  return /\/v\d+$/.test(base) ? base : `${base}/v1`;
}

export async function createOpenAiClient(options: OpenAiClientOptions): Promise<OpenAI> {
  const { OpenAI } = await loadOpenAiSdk();
  return new OpenAI({
    baseURL: openAiBaseUrl(options.url),
    // A local server needs no key: the package insists on one, so a placeholder stands in and the
    // Authorization header it would build is removed.
    apiKey: options.apiKey || "none",
    ...(options.apiKey ? {} : { defaultHeaders: { authorization: null } }),
    organization: null,
    project: null,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

// The provider's own words for a failure, for the log (never shown to a person).
export function providerProblem(sdk: OpenAiSdk, prefix: string, error: unknown): string {
  if (error instanceof sdk.APIError && error.status !== undefined) {
    const detail = error.message.replace(/^\d{3}\s*(status code \(no body\))?/, "").slice(0, 300);
    return `${prefix} answered ${error.status}${detail ? `: ${detail}` : ""}`;
  }
  const reason = error instanceof Error ? error.message : String(error);
  return `${prefix} could not be reached: ${reason}`;
}
