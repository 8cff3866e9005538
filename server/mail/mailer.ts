import nodemailer from "nodemailer";
import type { DbOrTx, Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema/index.ts";
import { enqueueJob } from "../jobs/enqueue-job.ts";
import type { JobHandler } from "../jobs/worker.ts";
import type { Logger } from "../logger.ts";

// The delivery job; a delivered mail's row is deleted at once (server/jobs/worker.ts
// forgetWhenDone): its payload holds the address and the text.
export const MAIL_DELIVER_JOB = "mail.deliver";

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  send: (message: MailMessage, db?: DbOrTx) => Promise<void>;
  deliverJob: JobHandler;
  mode: "smtp" | "outbox";
};

// With SMTP_URL, mail is delivered by a job (retried with back-off when the SMTP server is down);
// without it, every message lands in the outbox table and a log line, so nothing is lost locally.
export function createMailer(options: {
  db: Db;
  logger: Logger;
  smtpUrl?: string | undefined;
  from: string;
}): Mailer {
  const { db, logger, smtpUrl, from } = options;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    mode: transport ? "smtp" : "outbox",
    async send(message, tx = db) {
      // Log lines name the mail by its id, never its address (the log outlives an account).
      if (transport) {
        const jobId = await enqueueJob(tx, { kind: MAIL_DELIVER_JOB, payload: { ...message } });
        logger.info({ jobId, subject: message.subject }, "mail queued for delivery");
        return;
      }
      const [row] = await tx.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
      logger.info(
        { outboxId: row?.id, subject: message.subject },
        "mail written to the outbox (no SMTP_URL)",
      );
    },
    async deliverJob(payload) {
      if (!transport) throw new Error("SMTP is not configured");
      await transport.sendMail({
        from,
        to: String(payload.to),
        subject: String(payload.subject),
        text: String(payload.text),
        html: typeof payload.html === "string" ? payload.html : undefined,
      });
    },
  };
}
