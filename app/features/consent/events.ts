// Dispatched on window by "Cookie preferences" (footer) to reopen the consent banner. Its own
// module so the footer does not pull the consent logic into every page's first load.
export const OPEN_PREFERENCES_EVENT = "lifescript:open-consent";
// Dispatched on window with the visitor's new choice (consent-store.ts).
export const CONSENT_CHANGED_EVENT = "lifescript:consent-changed";
// Set on <html> by the landing page's island (app/islands/): it shows the consent banner on that
// page without React, so the app's banner stands aside for as long as the document lives.
export const CONSENT_ISLAND_ATTRIBUTE = "data-consent-island";
