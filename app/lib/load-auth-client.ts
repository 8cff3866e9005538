// Better Auth's client is about 13 KB of compressed script that no app screen needs in order to
// draw: the app asks it who is signed in, and uses it to sign out or resend a confirmation
// email. Screens load it through this function, after their first paint, which keeps the
// signed-in app's first load within its 250 KB budget (tests/e2e/site-weight.spec.ts). The
// service worker precaches its chunk like every other, so it also loads offline.
export async function loadAuthClient() {
  const { authClient } = await import("./auth-client");
  return authClient;
}
