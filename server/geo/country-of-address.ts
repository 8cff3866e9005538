import { createRequire } from "node:module";
import { isIP } from "node:net";

// The country of an IP address from the IP-to-country database bundled with the `geoip-country`
// package (docs/decisions/0025-country-lookup.md says how its data is refreshed). Used when no CDN
// header names the visitor's country, and to name the place of a signed-in session.

type GeoRecord = { country: string; name: string };
type GeoIp = { lookup: (ip: string) => GeoRecord | null };

export type Country = { code: string; name: string };

let geoip: GeoIp | null = null;

// Loaded on first use (about 8 MB read into memory), not when the server starts.
function database(): GeoIp {
  geoip ??= createRequire(import.meta.url)("geoip-country") as GeoIp;
  return geoip;
}

// Private, loopback, link-local, carrier-grade NAT and unique-local addresses belong to no
// country: answering one for them would be a guess.
function isPrivate(address: string): boolean {
  if (isIP(address) === 4) {
    const [a = 0, b = 0] = address.split(".").map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168)
    );
  }
  const lower = address.toLowerCase();
  return (
    lower === "::1" ||
    lower === "::" ||
    /^f[cd][0-9a-f]{2}:/.test(lower) ||
    /^fe[89ab][0-9a-f]:/.test(lower)
  );
}

function unmapIPv4(address: string): string {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
}

/** The country of an address, or null when it is not an address, is private, or is not listed. */
export function countryOfAddress(raw: string | null | undefined): Country | null {
  if (!raw) return null;
  const address = unmapIPv4(raw.trim());
  if (!isIP(address) || isPrivate(address)) return null;
  const found = database().lookup(address);
  if (!found || !/^[A-Z]{2}$/.test(found.country)) return null;
  return { code: found.country, name: found.name };
}
