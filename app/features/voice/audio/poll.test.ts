import { describe, expect, it } from "vitest";
import { pollDelays, pollUntilReady, PollTimeoutError } from "./poll.ts";

describe("pollDelays", () => {
  it("is 30 waits from 1 s growing x1.5, capped at 10 s", () => {
    const delays = pollDelays();
    expect(delays).toHaveLength(30);
    expect(delays.slice(0, 7)).toEqual([1000, 1500, 2250, 3375, 5063, 7594, 10_000]);
    expect(delays.slice(6).every((d) => d === 10_000)).toBe(true);
    expect(delays.reduce((a, b) => a + b, 0)).toBe(260_782);
  });
});

describe("pollUntilReady", () => {
  it("waits before each check and returns the first ready value", async () => {
    const waited: number[] = [];
    let calls = 0;
    const value = await pollUntilReady(
      async () => {
        calls += 1;
        return calls < 3 ? { ready: false } : { ready: true, value: "hello" };
      },
      { sleep: async (ms) => void waited.push(ms) },
    );
    expect(value).toBe("hello");
    expect(waited).toEqual([1000, 1500, 2250]);
  });

  it("gives up after 30 checks with the timeout message", async () => {
    let calls = 0;
    const run = pollUntilReady(
      async () => {
        calls += 1;
        return { ready: false };
      },
      { sleep: async () => {} },
    );
    await expect(run).rejects.toThrow(PollTimeoutError);
    await expect(run).rejects.toThrow("Transcription timeout - please try again");
    expect(calls).toBe(30);
  });

  it("stops at once when a check fails", async () => {
    let calls = 0;
    const run = pollUntilReady(
      async () => {
        calls += 1;
        throw new Error("Failed to transcribe audio");
      },
      { sleep: async () => {} },
    );
    await expect(run).rejects.toThrow("Failed to transcribe audio");
    expect(calls).toBe(1);
  });
});
