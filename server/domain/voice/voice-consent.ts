import { eq } from "drizzle-orm";
import type { VoiceConsent } from "#contracts/voice.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { voiceConsents } from "#server/db/schema/index.ts";

// A user who never answered has given no consent.
export async function getVoiceConsent(db: DbOrTx, userId: string): Promise<VoiceConsent> {
  const [row] = await db
    .select({ consentGiven: voiceConsents.consentGiven, isActive: voiceConsents.isActive })
    .from(voiceConsents)
    .where(eq(voiceConsents.userId, userId));
  return row ?? { consentGiven: false, isActive: false };
}

export const mayRecord = (consent: VoiceConsent): boolean =>
  consent.consentGiven && consent.isActive;
