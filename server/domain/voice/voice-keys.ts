// The job kind and where a recording's audio waits (until it is transcribed or fails for good).
export const TRANSCRIBE_JOB = "voice.transcribe";
// A passing failure is retried with the worker's back-off (2 s, 4 s, 8 s, 16 s) before giving up.
export const TRANSCRIBE_MAX_ATTEMPTS = 5;
// Each upload writes under a key of its own (`writeId`), so a retry that loses the race to record
// the recording deletes only its own copy, never the one the row points to (decision 0011).
export const recordingAudioKey = (recordingId: string, writeId: string) =>
  `voice/${recordingId}/${writeId}`;
// Where recordings queued before per-upload keys kept their audio.
export const legacyRecordingAudioKey = (userId: string, recordingId: string) =>
  `voice/${userId}/${recordingId}`;
