import { describe, expect, it } from "vitest";
import { normalizeBackupCode } from "./validation";

describe("backup codes as people type them", () => {
  it("drops spaces, puts the dash back and lowers a code a keyboard capitalised", () => {
    expect(normalizeBackupCode(" k7m2p-x9qrt ")).toBe("k7m2p-x9qrt");
    expect(normalizeBackupCode("k7m2p x9qrt")).toBe("k7m2p-x9qrt");
    expect(normalizeBackupCode("K7M2PX9QRT")).toBe("k7m2p-x9qrt");
  });

  it("keeps a code with both cases as it was typed", () => {
    expect(normalizeBackupCode("AbC1d-eFg2H")).toBe("AbC1d-eFg2H");
  });
});
