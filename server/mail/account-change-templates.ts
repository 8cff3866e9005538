import { escapeHtml, layout } from "./templates.ts";

// Mail about a change of sign-in email: the new address confirms it, the old one is told.

export function confirmNewEmailMail(url: string) {
  return {
    subject: "Confirm your new email for Lifescript",
    text: `Hi,\n\nSomeone asked to sign in to Lifescript with this address from now on. Confirm it here and the change is made:\n${url}\n\nIf it was not you, ignore this message: nothing changes.\n\nLifescript`,
    html: layout(
      "Confirm your new email",
      "Someone asked to sign in to Lifescript with this address from now on. Confirm it and the change is made. If it was not you, ignore this message: nothing changes.",
      { href: url, label: "Confirm my new email" },
    ),
  };
}

export function emailChangedMail(newEmail: string, supportEmail: string) {
  const mailto = `mailto:${supportEmail}?subject=${encodeURIComponent("My Lifescript email was changed")}`;
  return {
    subject: "Your Lifescript email was changed",
    text: `Hi,\n\nYour Lifescript account now signs in with ${newEmail} instead of this address. We will not write here again.\n\nIf you did not make this change, write to us at once at ${supportEmail} and we will give the account back to you.\n\nLifescript`,
    html: layout(
      "Your email was changed",
      `Your Lifescript account now signs in with <strong>${escapeHtml(newEmail)}</strong> instead of this address. If you did not make this change, write to us at once at ${escapeHtml(supportEmail)} and we will give the account back to you.`,
      { href: mailto, label: "It was not me" },
    ),
  };
}
