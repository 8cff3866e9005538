import { and, eq } from "drizzle-orm";
import { TRANSCRIPTION_FAILED_MESSAGE, type Transcription } from "#contracts/voice.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { recordings, transcriptions } from "#server/db/schema/index.ts";

export type TranscriptionState =
  | { state: "ready"; transcription: Transcription }
  | { state: "pending"; status: string }
  | { state: "failed"; message: string }
  | { state: "missing" };

// The client polls, a 404 meaning "not ready yet". Another user's recording is
// indistinguishable from one that does not exist.
export async function getTranscriptionState(
  db: DbOrTx,
  userId: string,
  recordingId: string,
): Promise<TranscriptionState> {
  const [row] = await db
    .select({
      status: recordings.status,
      transcriptionText: transcriptions.transcriptionText,
      confidence: transcriptions.confidence,
    })
    .from(recordings)
    .leftJoin(transcriptions, eq(transcriptions.recordingId, recordings.id))
    .where(and(eq(recordings.id, recordingId), eq(recordings.userId, userId)));
  if (!row) return { state: "missing" };
  if (row.transcriptionText !== null) {
    return {
      state: "ready",
      transcription: { transcriptionText: row.transcriptionText, confidence: row.confidence },
    };
  }
  if (row.status === "failed") return { state: "failed", message: TRANSCRIPTION_FAILED_MESSAGE };
  return { state: "pending", status: row.status };
}
