// The banner appears 1 s after the page loads, shrinks to a cookie button after
// 6 s (both counted from page load) and closes with a 300 ms fade. Shared by the app's banner and
// the landing page's island, which shows the same banner without React.
export const SHOW_AFTER_MS = 1000;
export const MINIMIZE_AFTER_MS = 6000;
export const FADE_MS = 300;
