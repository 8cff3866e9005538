import { desc } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv, Deps } from "#server/context.ts";
import { mailOutbox } from "#server/db/schema/index.ts";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

// Development only: the mail outbox, as JSON for tests and as a page for people.
export function devMailRouter({ database: { db } }: Deps) {
  const router = new Hono<AppEnv>();
  const latest = () => db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(100);

  router.get("/api/dev/mail", async (c) => c.json(await latest()));

  router.get("/dev/mail", async (c) => {
    const rows = await latest();
    const items = rows
      .map(
        (m) =>
          `<article><header><strong>${escapeHtml(m.subject)}</strong><br><span>To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</span></header><pre>${linkify(m.text)}</pre></article>`,
      )
      .join("");
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Mail outbox · Lifescript (development)</title>
<style>body{font-family:system-ui,sans-serif;background:#faf6f0;color:#2a2320;max-width:760px;margin:auto;padding:24px}article{background:#fff;border-radius:12px;padding:16px 20px;margin:12px 0;box-shadow:0 1px 3px #0001}span{color:#6b5f58;font-size:14px}pre{white-space:pre-wrap;font-family:inherit}a{color:#9a3a25}</style></head>
<body><h1>Mail outbox</h1><p>Without <code>SMTP_URL</code> every message Lifescript sends lands here. Newest first.</p>${items || "<p>No messages yet.</p>"}</body></html>`);
  });
  return router;
}
