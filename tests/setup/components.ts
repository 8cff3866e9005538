import { afterEach } from "vitest";

// For the unit project's component tests (the files that run in happy-dom): each test starts on
// an empty page, and a React warning (console.error) fails the test that caused it. Files
// without a DOM skip this, so pure tests load no React.
if (typeof document !== "undefined") {
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => cleanup());
  const original = console.error;
  console.error = (...args: unknown[]) => {
    original(...args);
    throw new Error(`console.error during a component test: ${args.map(String).join(" ")}`);
  };
}
