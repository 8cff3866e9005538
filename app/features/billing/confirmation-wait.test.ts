import { describe, expect, it } from "vitest";
import {
  confirmationPhase,
  pollInterval,
  POLL_AFTER_WAIT_MS,
  POLL_WHILE_WAITING_MS,
} from "./confirmation-wait";

describe("the wait for a payment's confirmation", () => {
  const free = { configured: true, plan: "free" as const };
  const pro = { configured: true, plan: "pro" as const };

  it("waits, asking often, then says it takes long and keeps asking less often", () => {
    expect(confirmationPhase(undefined, false)).toBe("loading");
    expect(confirmationPhase(free, false)).toBe("confirming");
    expect(pollInterval("confirming")).toBe(POLL_WHILE_WAITING_MS);
    expect(confirmationPhase(free, true)).toBe("taking-long");
    expect(confirmationPhase(undefined, true)).toBe("taking-long");
    expect(pollInterval("taking-long")).toBe(POLL_AFTER_WAIT_MS);
  });

  it("stops asking once the plan changed, even after the minute", () => {
    expect(confirmationPhase(pro, true)).toBe("confirmed");
    expect(pollInterval("confirmed")).toBe(false);
  });

  it("has nothing to confirm where payments are off", () => {
    expect(confirmationPhase({ configured: false, plan: "free" }, false)).toBe("no-payments");
    expect(pollInterval("no-payments")).toBe(false);
  });
});
