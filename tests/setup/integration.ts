import { afterEach, vi } from "vitest";

// Integration tests fail on any console.error (a hidden error is still a failure).
const originalError = console.error;
afterEach(() => {
  vi.restoreAllMocks();
});
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
};
