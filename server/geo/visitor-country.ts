import { countryOfAddress } from "./country-of-address.ts";

// The visitor's country: the CDN's header when it names one (it sees the real client, and
// knows better than any database), else the bundled IP-to-country database for the client
// address; null when neither knows (a private address), which the consent rules treat as a
// country that needs the banner.
export function visitorCountry(
  headerValue: string | undefined,
  clientAddress: string,
): { countryCode: string | null; source: "header" | "database" | "unknown" } {
  const raw = headerValue?.trim().toUpperCase();
  // "XX" and "T1" (Tor) are Cloudflare's words for "no country".
  if (raw && /^[A-Z]{2}$/.test(raw) && raw !== "XX" && raw !== "T1") {
    return { countryCode: raw, source: "header" };
  }
  const found = countryOfAddress(clientAddress);
  return found
    ? { countryCode: found.code, source: "database" }
    : { countryCode: null, source: "unknown" };
}
