// The switch on the account page that the daily mail of new comments names when it says how to
// turn it off: one sentence, so the mail and the page always agree.
export const COMMENT_DIGEST_SETTING_LABEL =
  "Email me a daily summary of new comments on my shared screenplays";
