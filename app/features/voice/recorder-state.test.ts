import { describe, expect, it } from "vitest";
import { idleRecorder, inCountdown, recorderReducer, type RecorderEvent } from "./recorder-state";

const run = (...events: RecorderEvent[]) => events.reduce(recorderReducer, idleRecorder);

describe("voice recorder states", () => {
  it("goes idle → starting → recording, announcing the limit", () => {
    const state = run({ type: "starting" }, { type: "recording" });
    expect(state.phase).toBe("recording");
    expect(state.elapsed).toBe(0);
    expect(state.announcement).toBe("Recording started. Up to 30 seconds.");
  });

  it("counts up to 30 s and announces the last 10 s once", () => {
    let state = run({ type: "starting" }, { type: "recording" }, { type: "tick", ms: 5_000 });
    expect(state.elapsed).toBe(5_000);
    expect(inCountdown(state)).toBe(false);
    state = recorderReducer(state, { type: "tick", ms: 20_100 });
    expect(inCountdown(state)).toBe(true);
    expect(state.announcement).toMatch(/^10 seconds left\. /);
    const announced = state.announcement;
    state = recorderReducer(
      { ...state, announcement: "something else" },
      { type: "tick", ms: 25_000 },
    );
    expect(state.announcement).toBe("something else");
    expect(recorderReducer(state, { type: "tick", ms: 31_500 }).elapsed).toBe(30_000);
    expect(announced).not.toBe("");
  });

  it("a new recording announces its countdown again", () => {
    const state = run(
      { type: "recording" },
      { type: "tick", ms: 21_000 },
      { type: "cancelled" },
      { type: "recording" },
      { type: "tick", ms: 22_000 },
    );
    expect(state.announcement).toMatch(/^10 seconds left/);
  });

  it("stops into processing, then review, then idle", () => {
    let state = run({ type: "recording" }, { type: "tick", ms: 3_000 }, { type: "stopped" });
    expect(state.phase).toBe("processing");
    expect(state.announcement).toBe("Recording stopped. Transcribing...");
    state = run(
      { type: "recording" },
      { type: "stopped" },
      { type: "transcribed", review: { text: "Hello", confidence: 0.9 } },
      { type: "settled" },
    );
    expect(state).toMatchObject({
      phase: "idle",
      elapsed: 0,
      review: { text: "Hello", confidence: 0.9 },
      announcement: "Transcription ready for review",
    });
    state = recorderReducer(state, { type: "review-edited", text: "Hello there" });
    expect(state.review?.text).toBe("Hello there");
    expect(recorderReducer(state, { type: "review-closed" }).review).toBeNull();
  });

  it("cancel, failure and a refused start all end idle", () => {
    expect(
      run({ type: "recording" }, { type: "tick", ms: 4_000 }, { type: "cancelled" }),
    ).toMatchObject({ phase: "idle", elapsed: 0, announcement: "Recording cancelled" });
    expect(
      run({ type: "recording" }, { type: "tick", ms: 4_000 }, { type: "failed" }),
    ).toMatchObject({
      phase: "idle",
      elapsed: 0,
    });
    expect(run({ type: "starting" }, { type: "start-failed" }).phase).toBe("idle");
    const failed = run(
      { type: "recording" },
      { type: "stopped" },
      { type: "transcription-failed" },
    );
    expect(failed.announcement).toBe("Transcription failed");
    expect(recorderReducer(failed, { type: "settled" }).phase).toBe("idle");
  });

  it("ignores an edit when there is nothing to review", () => {
    expect(recorderReducer(idleRecorder, { type: "review-edited", text: "x" })).toBe(idleRecorder);
  });
});
