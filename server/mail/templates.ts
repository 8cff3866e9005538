import { mailName } from "./mail-name.ts";

// Plain, friendly transactional mail. Links are absolute so they work from any mail client.
// Nothing a stranger typed reaches a mail to an address not yet confirmed: the verification mail
// greets nobody by name, and the reset mail uses the name only once the address is confirmed.

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(title: string, body: string, link: { href: string; label: string }): string {
  return `<!doctype html><html><body style="font-family:Georgia,serif;background:#faf6f0;padding:24px;color:#2a2320">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1><p style="line-height:1.6">${body}</p>
<p><a href="${escapeHtml(link.href)}" style="display:inline-block;background:#b4472f;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${link.label}</a></p>
<p style="font-size:13px;color:#6b5f58">If the button does not work, copy this address into your browser:<br>${escapeHtml(link.href)}</p>
</div></body></html>`;
}

export function verificationMail(url: string) {
  return {
    subject: "Confirm your email for Lifescript",
    text: `Hi,\n\nConfirm your email address to keep your life story safe:\n${url}\n\nIf you did not sign up, ignore this message.\n\nLifescript`,
    html: layout(
      "Welcome to Lifescript",
      "Confirm your email address to keep your life story safe.",
      {
        href: url,
        label: "Confirm my email",
      },
    ),
  };
}

// `name` is the account's name when its address is confirmed, null otherwise.
export function resetPasswordMail(name: string | null, url: string) {
  const shown = mailName(name);
  const greeting = shown ? `Hi ${shown},` : "Hi,";
  return {
    subject: "Reset your Lifescript password",
    text: `${greeting}\n\nSomeone asked to reset your Lifescript password. Choose a new one here (the link works for one hour):\n${url}\n\nIf it was not you, ignore this message: your password stays as it is.\n\nLifescript`,
    html: layout(
      "Reset your password",
      `${escapeHtml(greeting)} choose a new password with the link below. It works for one hour. If you did not ask for this, ignore this message.`,
      {
        href: url,
        label: "Choose a new password",
      },
    ),
  };
}
