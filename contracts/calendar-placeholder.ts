// The default calendar element ("Important Meeting", today, 09:00 to 10:00): what the
// composer shows until the person says what happened. Its own module, free of zod, so that the
// scene cards can recognise it without loading the schemas on the app's first load.
export const CALENDAR_PLACEHOLDER = {
  title: "Important Meeting",
  description: "Add meeting details here",
} as const;
