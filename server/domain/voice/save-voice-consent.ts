import { sql } from "drizzle-orm";
import type { VoiceConsent } from "#contracts/voice.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { voiceConsents } from "#server/db/schema/index.ts";

// One consent per user; the latest answer wins.
export async function saveVoiceConsent(
  db: DbOrTx,
  userId: string,
  input: VoiceConsent,
): Promise<VoiceConsent> {
  const [row] = await db
    .insert(voiceConsents)
    .values({ userId, consentGiven: input.consentGiven, isActive: input.isActive })
    .onConflictDoUpdate({
      target: voiceConsents.userId,
      set: {
        consentGiven: input.consentGiven,
        isActive: input.isActive,
        version: sql`${voiceConsents.version} + 1`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ consentGiven: voiceConsents.consentGiven, isActive: voiceConsents.isActive });
  if (!row) throw new Error("voice consent upsert returned no row");
  return row;
}
