// Keeps the server running: when its process dies (a crash the code did not foresee, the OOM
// killer), it is started again after a growing pause; SIGTERM and SIGINT are passed on to it and
// end the supervisor once the server has closed. `npm start` runs the server under it.
import { spawn, type ChildProcess } from "node:child_process";

export type Backoff = {
  // Pause before the first restart; each quick failure in a row doubles it, up to maxMs.
  firstMs: number;
  maxMs: number;
  // A server that ran this long before dying was healthy: the next pause starts at firstMs again.
  stableMs: number;
};

// The server's exit code for a setting that cannot work (server/env.ts): restarting would only
// repeat the same message every 30 s, so the supervisor stops with it.
export const CONFIG_ERROR_EXIT = 78;

export const defaultBackoff: Backoff = { firstMs: 1000, maxMs: 30_000, stableMs: 60_000 };

// The pause before restart number `failures` (1 = first restart of a quick-failure streak).
export function restartDelay(failures: number, backoff: Backoff = defaultBackoff): number {
  return Math.min(backoff.firstMs * 2 ** Math.max(0, failures - 1), backoff.maxMs);
}

export type SupervisorOptions = {
  command: string;
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  backoff?: Backoff;
  log?: (line: string) => void;
};

export type Supervisor = {
  // Passes the signal on and resolves `done` when the server has exited; a second call kills it.
  stop: (signal: NodeJS.Signals) => void;
  // The supervisor's exit code: the server's own when it was asked to stop.
  done: Promise<number>;
  starts: () => number;
};

export function supervise(options: SupervisorOptions): Supervisor {
  const backoff = options.backoff ?? defaultBackoff;
  const log = options.log ?? ((line: string) => console.log(`[supervisor] ${line}`));
  let child: ChildProcess | null = null;
  let startedAt = 0;
  let starts = 0;
  let failures = 0;
  let stopping = false;
  let restartTimer: NodeJS.Timeout | undefined;
  let finish: (code: number) => void = () => {};
  const done = new Promise<number>((resolve) => {
    finish = resolve;
  });

  function start(): void {
    starts += 1;
    startedAt = Date.now();
    const current = spawn(options.command, options.args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: "inherit",
    });
    child = current;
    current.on("error", (error) => log(`could not start the server: ${error.message}`));
    current.on("exit", (code, signal) => {
      child = null;
      if (stopping) {
        finish(code ?? 0);
        return;
      }
      if (code === CONFIG_ERROR_EXIT) {
        log("the server's settings are wrong (see the message above); fix them and start again");
        finish(code);
        return;
      }
      const ranMs = Date.now() - startedAt;
      failures = ranMs >= backoff.stableMs ? 1 : failures + 1;
      const delay = restartDelay(failures, backoff);
      const how = signal ? `signal ${signal}` : `code ${code}`;
      log(
        `the server exited (${how}) after ${Math.round(ranMs / 1000)} s; restarting in ${delay / 1000} s`,
      );
      restartTimer = setTimeout(start, delay);
    });
  }

  start();
  return {
    done,
    starts: () => starts,
    stop(signal) {
      if (stopping) {
        // Asked twice: the person wants it gone now.
        child?.kill("SIGKILL");
        return;
      }
      stopping = true;
      clearTimeout(restartTimer);
      if (child) child.kill(signal);
      else finish(0);
    },
  };
}
