// The co-writer's names and messages that the browser needs without zod (decision 0017): the
// schemas of its payloads are in cowriter.ts.

export const COWRITER_ACTIONS = ["dramatise", "cards", "punch-up", "gaps"] as const;
export type CowriterAction = (typeof COWRITER_ACTIONS)[number];

export const COWRITER_NOT_CONFIGURED_MESSAGE = "The co-writer is not set up on this server.";
export const COWRITER_CONSENT_REQUIRED_MESSAGE =
  "Please allow the co-writer to send this movie's text to its model first.";
export const COWRITER_INVALID_OUTPUT_MESSAGE =
  "The co-writer's answer could not be used. Your script is unchanged; try again, or try a shorter passage.";
// What a person reads when the model fails: what happened and what to do, never the provider's
// own error (that goes to the server's log for whoever runs it).
export const COWRITER_UNAVAILABLE_MESSAGE =
  "The co-writer is not answering. Your script is unchanged; try again in a minute.";
export const COWRITER_TIMEOUT_MESSAGE =
  "The co-writer took too long to answer. Your script is unchanged; try again, or try a shorter passage.";
export const COWRITER_REFUSED_MESSAGE =
  "The co-writer could not take this request. Your script is unchanged; try again later.";
// The Fountain note that marks a line the person never captured.
export const INVENTED_NOTE = "[[invented]]";
// Per user and day unless the server sets LLM_DAILY_LIMIT.
export const COWRITER_DEFAULT_DAILY_LIMIT = 30;
// A passage to punch up: long enough to rewrite, short enough for one answer.
export const PUNCH_UP_MAX_CHARS = 6000;
