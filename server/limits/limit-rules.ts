// Every rate limit of the server, in one table: README's "Rate limits" lists the same rows (a
// unit test holds the two together). Counts live in the database (the rate_limit table), so all
// app instances share them. A refused request answers 429 with Retry-After.

export type LimitRule = {
  id: string;
  // What is counted: the client's address (see server/http/client-address.ts), the account
  // (the email address a request names, hashed), a share link (its id) or the signed-in user
  // (their id).
  per: "address" | "account" | "link" | "user";
  windowSeconds: number;
  max: number;
  // Why a person was stopped and what to do, in the words they will read.
  message: string;
};

const wait = "Please wait a little and try again.";

export const limitRules = {
  signIn: {
    id: "auth.sign-in",
    per: "address",
    windowSeconds: 60,
    max: 10,
    message: `Too many sign-in attempts from your network. ${wait}`,
  },
  signUp: {
    id: "auth.sign-up",
    per: "address",
    windowSeconds: 3600,
    max: 10,
    message: `Too many new accounts from your network in the last hour. ${wait}`,
  },
  // Opening a sign-up's mailed link: its token cannot be guessed, so this only keeps a script
  // from hammering the route; it is not a sign-in attempt and never uses up the sign-in count.
  signUpFinish: {
    id: "auth.sign-up-finish",
    per: "address",
    windowSeconds: 60,
    max: 10,
    message: `Too many sign-up links opened from your network. ${wait}`,
  },
  guestStart: {
    id: "auth.guest-start",
    per: "address",
    windowSeconds: 3600,
    max: 20,
    message: `Too many guest sessions started from your network in the last hour. ${wait}`,
  },
  accountMailFromAddress: {
    id: "auth.account-mail",
    per: "address",
    windowSeconds: 600,
    max: 5,
    message: `Too many reset or confirmation emails asked for from your network. ${wait}`,
  },
  accountMailToAccount: {
    id: "auth.account-mail-to",
    per: "account",
    windowSeconds: 3600,
    max: 3,
    message:
      "We have already sent several emails to this address in the last hour. Check your inbox (and spam folder), or try again later.",
  },
  // Every sign-up mails the address it names (the link that makes the account, or a word to the
  // owner of a known one): the same count for both, so it tells nothing either.
  signUpMailToAccount: {
    id: "auth.sign-up-mail-to",
    per: "account",
    windowSeconds: 3600,
    max: 3,
    message:
      "We have already sent several emails to this address in the last hour. Check your inbox (and spam folder), or try again later.",
  },
  // Each code is a paid text message to someone's phone: few per network, so nobody texts
  // strangers (or runs up the bill) through the sign-up form.
  phoneCode: {
    id: "auth.phone-code",
    per: "address",
    windowSeconds: 600,
    max: 5,
    message: `Too many text message codes asked for from your network. ${wait}`,
  },
  authOther: {
    id: "auth.other",
    per: "address",
    windowSeconds: 60,
    max: 60,
    message: `Too many requests from your network. ${wait}`,
  },
  contact: {
    id: "site.contact",
    per: "address",
    windowSeconds: 3600,
    max: 5,
    message:
      "You have sent several messages in the last hour. Please wait a little before sending another.",
  },
  consent: {
    id: "site.consent",
    per: "address",
    windowSeconds: 60,
    max: 20,
    message: `Too many consent choices from your network. ${wait}`,
  },
  notFound: {
    id: "site.not-found",
    per: "address",
    windowSeconds: 60,
    max: 30,
    message: `Too many missing-page reports from your network. ${wait}`,
  },
  // Readers' comments and reactions on a shared screenplay (no account): a person writes a few a
  // minute at most; the whole family on one link stays far below the hourly count, which keeps a
  // script from filling the writer's margin whatever addresses it uses.
  shareCommentFromAddress: {
    id: "site.share-comment",
    per: "address",
    windowSeconds: 60,
    max: 10,
    message:
      "You have left several comments in the last minute. Please wait a little and try again.",
  },
  shareCommentOnLink: {
    id: "site.share-comment-link",
    per: "link",
    windowSeconds: 3600,
    max: 200,
    message:
      "This screenplay has had very many comments in the last hour. Please try again a little later.",
  },
  // Comments and replies in the app, by the owner or the people a movie is shared with: a person
  // writes a few a minute at most; this keeps a script on one account from filling the margin.
  commentInApp: {
    id: "site.movie-comment",
    per: "user",
    windowSeconds: 60,
    max: 20,
    message:
      "You have written many comments in the last minute. Please wait a little and try again.",
  },
  // Each invitation is a mail to an address the owner typed: enough to invite a whole family in
  // one sitting, too few to send mail to strangers through us.
  invitationFromOwner: {
    id: "invite.from-owner",
    per: "user",
    windowSeconds: 3600,
    max: 30,
    message:
      "You have sent many invitations in the last hour. Please wait a little before sending more.",
  },
  invitationToAddress: {
    id: "invite.to-address",
    per: "account",
    windowSeconds: 3600,
    max: 3,
    message:
      "We have already sent several invitations to this address in the last hour. Ask them to check their inbox (and spam folder), or copy the link and send it yourself.",
  },
  // Opening and accepting invitation links: tokens cannot be guessed, so this only keeps a
  // script from hammering the routes.
  invitationOpen: {
    id: "invite.open",
    per: "address",
    windowSeconds: 60,
    max: 30,
    message: `Too many invitation links opened from your network. ${wait}`,
  },
  // Opening a live screenplay's connection: a few tabs and reconnects a minute, not a loop.
  liveConnectPerAccount: {
    id: "live.connect-account",
    per: "user",
    windowSeconds: 60,
    max: 60,
    message: `Too many connections to the live screenplay. ${wait}`,
  },
  liveConnectPerAddress: {
    id: "live.connect-address",
    per: "address",
    windowSeconds: 60,
    max: 300,
    message: `Too many connections to live screenplays from your network. ${wait}`,
  },
} as const satisfies Record<string, LimitRule>;

// Failed password sign-ins of one account, from browsers that have not signed in to it before:
// the first few are free, then each waits twice as long as the last, up to a ceiling. A browser
// that has signed in to the account (its known-device cookie) is not slowed down, so an attacker
// guessing elsewhere cannot lock the owner out; a password reset starts the count again.
export const signInDelay = {
  id: "auth.sign-in-account",
  freeAttempts: 5,
  firstDelaySeconds: 1,
  maxDelaySeconds: 900,
  // Attempts older than this are forgotten.
  forgetAfterSeconds: 86_400,
} as const;

// The same curve for the codes of two-step sign-in: after the password, 5 codes of the account
// may be tried at once, then each waits twice as long (an authenticator code has a million values,
// so without it a client could try every code of a 30-second window in a few minutes).
export const twoFactorDelay = { ...signInDelay, id: "auth.two-factor-account" } as const;

export type AccountDelay = typeof signInDelay | typeof twoFactorDelay;

export function signInDelaySeconds(attempts: number): number {
  if (attempts < signInDelay.freeAttempts) return 0;
  const doubled = signInDelay.firstDelaySeconds * 2 ** (attempts - signInDelay.freeAttempts);
  return Math.min(doubled, signInDelay.maxDelaySeconds);
}
