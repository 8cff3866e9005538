import type { ApiCheck } from "#contracts/billing.ts";
import { PaddleApiError, type PaddleApi } from "#server/providers/paddle/paddle-api.ts";

// The operators' "3rd-party check": one authenticated call to Paddle's API with the configured
// key, reporting the status Paddle answered and how long it took.
export async function checkPaddleApi(
  api: PaddleApi,
  environment: "sandbox" | "production",
): Promise<ApiCheck> {
  const started = performance.now();
  try {
    const { status, code } = await api.ping();
    const latencyMs = Math.round(performance.now() - started);
    const ok = status >= 200 && status < 300;
    const message = ok
      ? "Paddle accepted the API key."
      : status === 401 || status === 403
        ? `Paddle refused the API key (${code ?? status}). Check PADDLE_API_KEY and PADDLE_ENVIRONMENT.`
        : `Paddle answered ${status}${code ? ` (${code})` : ""}.`;
    return { ok, status, latencyMs, environment, message };
  } catch (error) {
    const latencyMs = Math.round(performance.now() - started);
    const message = error instanceof PaddleApiError ? error.message : "Paddle could not be reached";
    return { ok: false, status: null, latencyMs, environment, message };
  }
}
