import { afterEach } from "vitest";

// Component tests (`*.test.tsx` in happy-dom): each test starts from an empty document, and a
// console.error (React's warnings about keys, act() or invalid markup) fails it. Pure unit tests
// run in node, where there is no document and nothing here applies.
if (typeof document !== "undefined") {
  const { cleanup, configure } = await import("@testing-library/react");
  afterEach(cleanup);
  // findBy… and waitFor wait up to 5 s, not 1: on a busy two-core runner a state that arrives
  // after a second is slow, not wrong. A state that never arrives still fails.
  configure({ asyncUtilTimeout: 5000 });
  const originalError = console.error;
  console.error = (...args: unknown[]) => {
    originalError(...args);
    throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
  };
}
