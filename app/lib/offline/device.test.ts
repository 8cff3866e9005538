import { describe, expect, it } from "vitest";
import { makeDeviceId } from "./device";

describe("device id", () => {
  it("is the prefix device_, the time it was made and a random string", () => {
    const id = makeDeviceId(1_700_000_000_000, () => 0.5);
    expect(id).toBe("device_1700000000000_iiiiiiiiii");
  });

  it("differs between two devices made at the same moment", () => {
    expect(makeDeviceId(1, Math.random)).not.toBe(makeDeviceId(1, Math.random));
  });
});
