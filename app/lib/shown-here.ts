// The app's Content-Security-Policy shows images from this site only (uploads are served from
// /media; docs/decisions/0015-content-security-policy.md). An image address on another site would
// be blocked by the browser, so the app says so instead of drawing a broken image.
export function isShownHere(url: string, pageOrigin: string): boolean {
  const address = url.trim();
  if (/^(data|blob):/i.test(address)) return true;
  try {
    return new URL(address, pageOrigin).origin === pageOrigin;
  } catch {
    return false;
  }
}

// The same, for the page the code runs in (on the server only paths of this site count).
export function isShownOnThisPage(url: string): boolean {
  return isShownHere(
    url,
    typeof window === "undefined" ? "http://server.invalid" : window.location.origin,
  );
}

export const OFF_SITE_IMAGE_MESSAGE =
  "Images from other sites can't be shown here. Upload the image instead.";
