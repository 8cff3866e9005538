import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

// The address rate limits count by. Without trusted proxies it is the socket's peer: anything a
// client writes in X-Forwarded-For is ignored, since a new made-up address per request would
// otherwise buy a new bucket. With `proxyHops` proxies in front (TRUST_PROXY), each appends the
// address it received from, so the client is the entry that many places from the right: entries
// further left were written by the client and prove nothing.
export function clientAddress(c: Context, proxyHops: number): string {
  if (proxyHops > 0) {
    const chain = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const forwarded = chain[Math.max(0, chain.length - proxyHops)];
    if (forwarded && isIP(forwarded)) return unmapIPv4(forwarded);
  }
  return socketAddress(c) ?? "unknown";
}

function socketAddress(c: Context): string | undefined {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? unmapIPv4(address) : undefined;
  } catch {
    return undefined; // in-process requests (app.request in tests) have no socket
  }
}

// A dual-stack server sees IPv4 clients as ::ffff:a.b.c.d.
function unmapIPv4(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

// The bucket an address counts in: an IPv4 address itself, an IPv6 address by its /64 network
// (one home or phone gets a whole /64 and can pick a new address in it at will).
export function addressBucket(address: string): string {
  if (isIP(address) !== 6) return address;
  return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
}

function expandIPv6(address: string): string[] {
  const [head = "", tail] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0");
  return [...left, ...(tail === undefined ? [] : zeros), ...right].map(
    (group) => group.replace(/^0+(?=.)/, "") || "0",
  );
}
