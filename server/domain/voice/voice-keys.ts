// The job kind and where a recording's audio waits (until it is transcribed or fails for good).
export const TRANSCRIBE_JOB = "voice.transcribe";
// A passing failure is retried with the worker's back-off (2 s, 4 s, 8 s, 16 s) before giving up.
export const TRANSCRIBE_MAX_ATTEMPTS = 5;
export const recordingAudioKey = (userId: string, recordingId: string) =>
  `voice/${userId}/${recordingId}`;
