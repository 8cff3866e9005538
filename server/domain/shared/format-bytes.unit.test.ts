import { describe, expect, it } from "vitest";
import { formatBytes } from "./format-bytes.ts";

describe("formatBytes", () => {
  it("says limits as round numbers and sizes with one decimal at most", () => {
    expect(formatBytes(1024 ** 2)).toBe("1 MB");
    expect(formatBytes(5 * 1024 ** 2)).toBe("5 MB");
    expect(formatBytes(1.34 * 1024 ** 2)).toBe("1.3 MB");
    expect(formatBytes(2 * 1024 ** 3)).toBe("2 GB");
    expect(formatBytes(1.5 * 1024 ** 3)).toBe("1.5 GB");
    expect(formatBytes(640 * 1024)).toBe("640 KB");
    expect(formatBytes(10)).toBe("1 KB");
  });
});
