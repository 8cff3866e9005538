// When a live document's update log is merged into a new snapshot: after this many rows or
// bytes since the last one (LIVE_COMPACT_ROWS, LIVE_COMPACT_BYTES).
export type CompactionLimits = { rows: number; bytes: number };

export const DEFAULT_COMPACTION_LIMITS: CompactionLimits = { rows: 500, bytes: 1024 * 1024 };

export const LIVE_COMPACT_JOB = "live.compact";

// Channel and payload of the note sent after each append: `movieId:seq:serverId`.
export const LIVE_CHANNEL = "lifescript_live";
export const LIVE_ACCESS_CHANNEL = "lifescript_live_access";
// On the access channel, beside `movieId:memberId`: sessions ended somewhere (no colon, so a
// server that does not know it reads no movie in it).
export const SESSIONS_ENDED_NOTE = "sessions";
