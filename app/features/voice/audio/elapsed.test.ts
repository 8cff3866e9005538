import { describe, expect, it } from "vitest";
import { multipart } from "#app/lib/api-client";
import { formatElapsed, isInCountdown, shouldAutoStop, wholeSeconds } from "./elapsed.ts";
import { buildRecordingForm } from "./recording-form.ts";
import { encodeWav } from "./wav.ts";

describe("formatElapsed", () => {
  it("shows mm:ss, rounding down", () => {
    expect(formatElapsed(0)).toBe("00:00");
    expect(formatElapsed(999)).toBe("00:00");
    expect(formatElapsed(1000)).toBe("00:01");
    expect(formatElapsed(29_900)).toBe("00:29");
    expect(formatElapsed(30_000)).toBe("00:30");
    expect(formatElapsed(61_000)).toBe("01:01");
    expect(formatElapsed(-5)).toBe("00:00");
  });
});

describe("recording limits", () => {
  it("highlights the last 10 s and stops at 30 s", () => {
    expect(isInCountdown(19_999)).toBe(false);
    expect(isInCountdown(20_000)).toBe(true);
    expect(shouldAutoStop(29_999)).toBe(false);
    expect(shouldAutoStop(30_000)).toBe(true);
  });

  it("sends whole seconds from 1 to 30", () => {
    expect(wholeSeconds(200)).toBe(1);
    expect(wholeSeconds(2_400)).toBe(2);
    expect(wholeSeconds(2_500)).toBe(3);
    expect(wholeSeconds(30_400)).toBe(30);
    expect(wholeSeconds(45_000)).toBe(30);
  });
});

describe("buildRecordingForm", () => {
  it("sends the WAV as recording.wav with its duration, rate, channels and codec", async () => {
    const form = multipart(
      buildRecordingForm({
        durationMs: 2_100,
        wav: encodeWav(new Float32Array(8), 16_000),
      }),
    );
    const audio = form.get("audio");
    expect(audio).toBeInstanceOf(File);
    expect((audio as File).name).toBe("recording.wav");
    expect((audio as File).type).toBe("audio/wav");
    expect((audio as File).size).toBe(44 + 16);
    expect(form.get("duration")).toBe("2");
    expect(form.get("sampleRate")).toBe("16000");
    expect(form.get("channels")).toBe("1");
    expect(form.get("codec")).toBe("pcm");
  });

  it("falls back to the original recording", () => {
    const original = new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], {
      type: "audio/webm;codecs=opus",
    });
    const form = multipart(buildRecordingForm({ durationMs: 5_000, original }));
    expect((form.get("audio") as File).name).toBe("recording.webm");
    expect(form.get("codec")).toBe("opus");
    expect(form.get("duration")).toBe("5");
  });
});
