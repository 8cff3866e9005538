// Dragging the composer down past 150 px, or releasing faster than 500 px/s,
// closes it; anything less springs back.
export const CLOSE_OFFSET_PX = 150;
export const CLOSE_VELOCITY_PX_S = 500;

export function shouldCloseOnRelease(offsetPx: number, velocityPxPerS: number): boolean {
  return offsetPx > CLOSE_OFFSET_PX || velocityPxPerS > CLOSE_VELOCITY_PX_S;
}

// Downward speed over the last samples (px/s); positive means moving down.
export function releaseVelocity(samples: ReadonlyArray<{ t: number; y: number }>): number {
  if (samples.length < 2) return 0;
  const last = samples[samples.length - 1]!;
  const first = samples.find((s) => last.t - s.t <= 100) ?? samples[0]!;
  const dt = last.t - first.t;
  return dt > 0 ? ((last.y - first.y) / dt) * 1000 : 0;
}

// Where the sheet is drawn while dragged `raw` px from where the press began: downward pulls
// follow the finger, upward ones resist (the sheet is already as high as it goes).
export function sheetOffset(raw: number): number {
  return raw < 0 ? -Math.sqrt(-raw) : raw;
}
