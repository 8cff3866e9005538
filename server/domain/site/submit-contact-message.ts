import { and, count, eq, gt, sql } from "drizzle-orm";
import type { ContactInput } from "../../../contracts/contact.ts";
import type { Db } from "../../db/client.ts";
import { contactMessages } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import type { Mailer } from "../../mail/mailer.ts";

export const CONTACT_LIMIT_PER_HOUR = 5;

export type ContactOutcome = "stored" | "discarded";

// Stores the message and mails the team in one transaction (the outbox row or the SMTP job is
// written with it). A filled honeypot is answered like a success and dropped.
export async function submitContactMessage(
  db: Db,
  mailer: Mailer,
  input: ContactInput & { clientAddress: string; teamAddress: string },
): Promise<ContactOutcome> {
  if (input.honeypot.trim() !== "") return "discarded";
  const [recent] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(
      and(
        eq(contactMessages.clientAddress, input.clientAddress),
        gt(contactMessages.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  if ((recent?.n ?? 0) >= CONTACT_LIMIT_PER_HOUR) {
    throw new AppError(
      "rate_limited",
      "You have sent several messages in the last hour. Please wait a little before sending another.",
    );
  }
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      name: input.name,
      email: input.email,
      message: input.message,
      clientAddress: input.clientAddress,
    });
    await mailer.send(
      {
        to: input.teamAddress,
        subject: `Contact form: ${input.name}`,
        text: `From: ${input.name} <${input.email}>\n\n${input.message}`,
      },
      tx,
    );
  });
  return "stored";
}
