import type { Db } from "#server/db/client.ts";
import { consentChoices } from "#server/db/schema/index.ts";

export type ConsentChoice = {
  deviceId: string;
  analytics: boolean;
  advertising: boolean;
  timestamp: number;
  userId: string | null;
};

// One row per device: the latest choice wins.
export async function saveConsentChoice(db: Db, choice: ConsentChoice): Promise<void> {
  await db
    .insert(consentChoices)
    .values(choice)
    .onConflictDoUpdate({
      target: consentChoices.deviceId,
      set: {
        analytics: choice.analytics,
        advertising: choice.advertising,
        timestamp: choice.timestamp,
        userId: choice.userId,
        updatedAt: new Date(),
      },
    });
}
