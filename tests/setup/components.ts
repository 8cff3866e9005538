import { afterEach } from "vitest";

// Component tests (`*.test.tsx` in happy-dom): each test starts from an empty document, and a
// console.error (React's warnings about keys, act() or invalid markup) fails it. Pure unit tests
// run in node, where there is no document and nothing here applies.
if (typeof document !== "undefined") {
  const { cleanup } = await import("@testing-library/react");
  afterEach(cleanup);
  const originalError = console.error;
  console.error = (...args: unknown[]) => {
    originalError(...args);
    throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
  };
}
