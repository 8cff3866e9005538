import { mailName } from "./mail-name.ts";

// Plain, friendly transactional mail. Links are absolute so they work from any mail client.
// Nothing a stranger typed reaches a mail to an address not yet confirmed: the verification mail
// greets nobody by name, and the reset mail uses the name only once the address is confirmed.

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function layout(title: string, body: string, link: { href: string; label: string }): string {
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

export function exportReadyMail(url: string) {
  return {
    subject: "Your Lifescript data is ready to download",
    text: `Hi,\n\nThe copy of everything you wrote in Lifescript that you asked for is ready: your movies, scenes, characters, development cards, beat boards, screenplays (PDF, Fountain and Final Draft) with their versions, and your photos and videos, in one ZIP file.\n\nDownload it here while signed in to your account (the link works for 24 hours):\n${url}\n\nIf you did not ask for it, change your password: someone may be signed in to your account.\n\nLifescript`,
    html: layout(
      "Your data is ready",
      "The copy of everything you wrote in Lifescript that you asked for is ready, in one ZIP file. Download it while signed in to your account; the link works for 24 hours. If you did not ask for it, change your password.",
      { href: url, label: "Download my data" },
    ),
  };
}

export function accountDeletedMail(baseUrl: string) {
  return {
    subject: "Your Lifescript account is deleted",
    text: `Hi,\n\nYour Lifescript account has been deleted, as you asked: your movies, scenes, screenplays, photos, videos, recordings and share links are gone, and every device you were signed in on is signed out. We keep no copy.\n\nThis is the last message we send to this address. If you ever want to tell your story again, you are welcome back:\n${baseUrl}\n\nLifescript`,
    html: layout(
      "Your account is deleted",
      "Your Lifescript account has been deleted, as you asked: your movies, scenes, screenplays, photos, videos, recordings and share links are gone, and every device you were signed in on is signed out. We keep no copy. This is the last message we send to this address.",
      { href: baseUrl, label: "Lifescript" },
    ),
  };
}
