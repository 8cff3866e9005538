import { CONFIDENCE_HIGH_FROM, CONFIDENCE_MEDIUM_FROM } from "#contracts/voice.ts";

export type ConfidenceLevel = "High" | "Medium" | "Low" | "Unknown";

// The confidence badge: 90 and above High, 70 to 89 Medium, below 70 Low (shown with a warning),
// missing Unknown.
export function confidenceLevel(confidence: number | null | undefined): ConfidenceLevel {
  if (confidence === null || confidence === undefined || !Number.isFinite(confidence)) {
    return "Unknown";
  }
  if (confidence >= CONFIDENCE_HIGH_FROM) return "High";
  if (confidence >= CONFIDENCE_MEDIUM_FROM) return "Medium";
  return "Low";
}

// Only Low carries the review dialog's low-confidence warning.
export const needsConfidenceWarning = (confidence: number | null | undefined): boolean =>
  confidenceLevel(confidence) === "Low";
