import type { ContactInput } from "#contracts/contact.ts";
import type { Db } from "#server/db/client.ts";
import { contactMessages } from "#server/db/schema/index.ts";
import type { Mailer } from "#server/mail/mailer.ts";

export type ContactOutcome = "stored" | "discarded";

// Stores the message and mails the team in one transaction (the outbox row or the SMTP job is
// written with it). A filled honeypot is answered like a success and dropped. How often one
// address may send is the handler's rate limit (site.contact).
export async function submitContactMessage(
  db: Db,
  mailer: Mailer,
  input: ContactInput & { clientAddress: string; teamAddress: string },
): Promise<ContactOutcome> {
  if (input.honeypot.trim() !== "") return "discarded";
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
