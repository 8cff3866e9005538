import nodemailer from "nodemailer";
import type { DbOrTx, Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema/index.ts";
import { enqueueJob } from "../jobs/enqueue-job.ts";
import type { JobHandler } from "../jobs/worker.ts";
import type { Logger } from "../logger.ts";

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
      if (transport) {
        await enqueueJob(tx, { kind: "mail.deliver", payload: { ...message } });
        return;
      }
      await tx.insert(mailOutbox).values(message);
      logger.info(
        { to: message.to, subject: message.subject },
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
