// Dispatched on window by "Cookie preferences" (footer) to reopen the consent banner. Its own
// module so the footer does not pull the consent logic into every page's first load.
export const OPEN_PREFERENCES_EVENT = "lifescript:open-consent";
