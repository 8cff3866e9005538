import type { Logger } from "./logger.ts";

// Node ends the process on a promise rejected with nobody to handle it, and every request in
// flight goes with it. The causes found are fixed where they are (the postgres driver's, in
// patches/postgres+3.4.9.patch; decision 0008); this is the net under the ones not found yet: the
// rejection is logged as an error, to be found and fixed, and the server keeps serving. A thrown
// exception (uncaughtException) still ends the process: its state may be broken, and the
// supervisor starts a new one.
export function logUnhandledRejections(logger: Logger): void {
  process.on("unhandledRejection", (reason) => {
    logger.error(
      { err: reason },
      "unhandled rejection: a promise failed with nobody to handle it (the server keeps running)",
    );
  });
}
