// Tests sign in with Google and Apple against a loopback fake (tests/fakes/fake-oauth.ts). Better
// Auth calls their token and key endpoints at fixed addresses, so in NODE_ENV=test, with
// OAUTH_PROVIDER_URL set, the server's fetches to those hosts go to the fake instead, path and
// body unchanged (docs/decisions/0022-oauth-fake-provider.md). Nothing else is touched, and a
// production server never does this.

export const OAUTH_PROVIDER_HOSTS: readonly string[] = [
  "accounts.google.com",
  "oauth2.googleapis.com",
  "www.googleapis.com",
  "openidconnect.googleapis.com",
  "appleid.apple.com",
];

// The address a request to one of the providers' hosts goes to instead, or null to leave it.
export function rerouteOAuthUrl(url: string, providerUrl: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" || !OAUTH_PROVIDER_HOSTS.includes(parsed.hostname)) return null;
  const target = new URL(providerUrl);
  return `${target.origin}${parsed.pathname}${parsed.search}`;
}

const realFetch = globalThis.fetch;
let routedTo: string | null = null;

export function routeOAuthProvidersTo(providerUrl: string, nodeEnv: string): void {
  if (nodeEnv !== "test") {
    throw new Error("OAUTH_PROVIDER_URL is for tests only (NODE_ENV=test)");
  }
  if (routedTo === providerUrl) return;
  routedTo = providerUrl;
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const rerouted = rerouteOAuthUrl(url, providerUrl);
    if (!rerouted) return realFetch(input, init);
    return input instanceof Request
      ? realFetch(new Request(rerouted, input), init)
      : realFetch(rerouted, init);
  };
}
