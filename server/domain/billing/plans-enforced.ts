import { paddleConfigOf } from "#server/providers/paddle/paddle-settings.ts";

// Plan limits apply only when payments are set up: on a server without Paddle nobody could
// upgrade past a limit, so everything is free without limits there (decision 0028).
export function plansEnforced(env: Parameters<typeof paddleConfigOf>[0]): boolean {
  return paddleConfigOf(env) !== null;
}
