import { SIGN_UP_LINK_HOURS } from "#contracts/sign-up.ts";
import { escapeHtml, layout } from "./templates.ts";

// The two mails a sign-up sends, one or the other: the link that makes a new account, or, when
// the address has an account already, a word to its owner. Neither carries anything the person
// signing up typed (their name may be a stranger's message).

export function finishSignUpMail(url: string) {
  return {
    subject: "Finish creating your Lifescript account",
    text: `Hi,\n\nOpen this link to finish creating your Lifescript account (it works for ${SIGN_UP_LINK_HOURS} hours):\n${url}\n\nIf you started a movie as a guest, open the link in the same browser and your movie comes with you.\n\nIf you did not sign up, ignore this message: no account is made.\n\nLifescript`,
    html: layout(
      "Finish creating your account",
      `Open the link below to finish creating your Lifescript account. It works for ${SIGN_UP_LINK_HOURS} hours. If you started a movie as a guest, open it in the same browser and your movie comes with you. If you did not sign up, ignore this message: no account is made.`,
      { href: url, label: "Finish creating my account" },
    ),
  };
}

// To the owner of an address someone tried to sign up with: most often the owner, who forgot
// they have an account; a reset link saves them the trip through "Forgot your password?".
export function signUpAttemptMail(links: { signIn: string; reset: string }) {
  return {
    subject: "You already have a Lifescript account",
    text: `Hi,\n\nSomeone just tried to create a Lifescript account with this email address. You already have one, so nothing new was made and nothing in your account changed.\n\nIf it was you, sign in here:\n${links.signIn}\n\nForgot your password? Choose a new one here (the link works for one hour):\n${links.reset}\n\nIf you usually sign in with Google or Apple, use that button on the sign-in page.\n\nIf it was not you, you can ignore this message: nobody can get into your account from a sign-up form.\n\nLifescript`,
    html: layout(
      "You already have an account",
      `Someone just tried to create a Lifescript account with this email address. You already have one, so nothing new was made and nothing in your account changed. If it was you, sign in below. Forgot your password? <a href="${escapeHtml(links.reset)}" style="color:#b4472f">Choose a new one</a> (the link works for one hour). If you usually sign in with Google or Apple, use that button on the sign-in page. If it was not you, you can ignore this message: nobody can get into your account from a sign-up form.`,
      { href: links.signIn, label: "Sign in to Lifescript" },
    ),
  };
}
