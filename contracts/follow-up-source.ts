// Who worded a follow-up of the interview, without zod so the browser can tell (decision 0017).
// The rules decide which follow-up is due; with the co-writer on, its model may word it. Its id
// keeps the rules' own behind this prefix ("model/rule/date"), so the rules still know what was
// asked on the moment, and the screen can say who asked it.

export const MODEL_WORDED_PREFIX = "model/";

export const isModelWorded = (followUp: { id: string }): boolean =>
  followUp.id.startsWith(MODEL_WORDED_PREFIX);

/** The rules' id of a follow-up, however it was worded: "model/rule/date" is "rule/date". */
export const rulesFollowUpId = (followUp: { id: string }): string =>
  isModelWorded(followUp) ? followUp.id.slice(MODEL_WORDED_PREFIX.length) : followUp.id;

/** The id a follow-up of the rules keeps once the model worded it. */
export const modelWordedId = (followUp: { id: string }): string =>
  `${MODEL_WORDED_PREFIX}${rulesFollowUpId(followUp)}`;
