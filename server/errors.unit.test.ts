import { describe, expect, it } from "vitest";
import { TRANSCRIPTION_FAILED_CODE } from "../contracts/voice.ts";
import { AppError } from "./errors.ts";

describe("AppError", () => {
  it("staleVersion says what changed, both versions, and carries currentVersion for the reload", () => {
    const error = AppError.staleVersion("This scene", 4, 2);
    expect(error.status).toBe(409);
    expect(error.toBody()).toEqual({
      error: {
        code: "conflict",
        message:
          "This scene was changed elsewhere (now version 4, you sent 2). Reload it and apply your change again.",
        details: { currentVersion: 4 },
      },
    });
  });

  // Clients act on these codes (the editor asks before overwriting, the recorder offers to
  // record again, the GIF picker says the GIFs are not available in this location): each keeps
  // its status.
  it.each([
    ["would_overwrite", 409],
    ["method_not_allowed", 405],
    [TRANSCRIPTION_FAILED_CODE, 422],
    ["gif_unavailable_in_region", 451],
    ["gif_provider_failed", 502],
    ["unavailable", 503],
  ] as const)("%s answers %i with the usual body", (code, status) => {
    const error = new AppError(code, "What happened");
    expect(error.status).toBe(status);
    expect(error.toBody()).toEqual({ error: { code, message: "What happened" } });
  });
});
