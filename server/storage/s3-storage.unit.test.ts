import { describe, expect, it } from "vitest";
import { bucketKey, copySource, presignWindow } from "./s3-storage.ts";

describe("S3 driver helpers", () => {
  it("puts keys under the prefix, or leaves them alone without one", () => {
    expect(bucketKey("lifescript/prod", "media/u/o")).toBe("lifescript/prod/media/u/o");
    expect(bucketKey("", "media/u/o")).toBe("media/u/o");
  });

  it("encodes a copy source segment by segment, keeping the slashes", () => {
    expect(copySource("my-bucket", "app/media/u 1/o+1")).toBe("my-bucket/app/media/u%201/o%2B1");
  });

  it("presigns from a whole second so the link ends at the grant's expiry, to the second", () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0, 700);
    const expiresAt = new Date(now + 15 * 60 * 1000);
    const { signingDate, expiresIn } = presignWindow(expiresAt, now);
    expect(signingDate.toISOString()).toBe("2026-01-01T12:00:00.000Z");
    expect(expiresIn).toBe(900);
    expect(signingDate.getTime() + expiresIn * 1000).toBeLessThanOrEqual(expiresAt.getTime());
    // Never zero (the SDK would sign a link that is already dead).
    expect(presignWindow(new Date(now - 5000), now).expiresIn).toBe(1);
  });
});
