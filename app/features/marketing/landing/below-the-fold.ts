// The landing page's sections under the first screen: the browser skips their style, layout and
// paint until they come near the viewport, so the first paint and each relayout while the web
// fonts arrive touch only the hero (they were three full-page layouts of the whole long page).
// The HTML is all there (search engines, find-in-page and screen readers see it); `auto` keeps
// the last measured height, so the scrollbar settles after the first pass instead of jumping.
export const belowTheFold = "[content-visibility:auto] [contain-intrinsic-size:auto_1000px]";
