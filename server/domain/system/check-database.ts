import type { Database } from "#server/db/client.ts";

// How long readiness waits for the database. While PostgreSQL is away the driver keeps a query
// waiting for a connection (up to its 30 s connect timeout); a load balancer wants an answer now.
export const READINESS_TIMEOUT_MS = 2000;

export type DatabaseCheck = { ok: true } | { ok: false; reason: string };

// One round trip to the database, given up after `timeoutMs`.
export async function checkDatabase(
  database: Pick<Database, "ping">,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<DatabaseCheck> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<DatabaseCheck>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, reason: `no answer within ${timeoutMs} ms` }),
      timeoutMs,
    );
  });
  const ping = database.ping().then(
    (): DatabaseCheck => ({ ok: true }),
    (error: unknown): DatabaseCheck => ({
      ok: false,
      reason: error instanceof Error ? error.message : String(error),
    }),
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
