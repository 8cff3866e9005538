// The pool's worker when the server runs from its TypeScript sources (tests, tsx): registers tsx
// in the thread, then loads the worker. The bundled server uses build-server/thread-worker.mjs.
import { register } from "tsx/esm/api";

register();
const { default: runThreadTask } = await import("./thread-worker.ts");
export default runThreadTask;
