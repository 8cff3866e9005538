import type { Env } from "#server/env.ts";
import { createChatClient, type ChatClient } from "#server/providers/llm/chat-completions.ts";

export type CowriterModel = { client: ChatClient; host: string; model: string; dailyLimit: number };

// The configured model server, or null when LLM_URL is unset (every co-writer call answers 503).
export function cowriterModel(
  env: Pick<Env, "LLM_URL" | "LLM_MODEL" | "LLM_API_KEY" | "LLM_TIMEOUT_MS" | "LLM_DAILY_LIMIT">,
): CowriterModel | null {
  if (!env.LLM_URL) return null;
  const client = createChatClient({
    url: env.LLM_URL,
    model: env.LLM_MODEL,
    apiKey: env.LLM_API_KEY,
    timeoutMs: env.LLM_TIMEOUT_MS,
  });
  return { client, host: client.host, model: env.LLM_MODEL, dailyLimit: env.LLM_DAILY_LIMIT };
}
