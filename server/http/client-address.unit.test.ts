import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { addressBucket, clientAddress } from "./client-address.ts";

// A request as @hono/node-server hands it over: the socket's peer in env.incoming.
async function addressOf(options: { socket?: string; forwarded?: string; hops: number }) {
  const app = new Hono();
  app.get("/", (c) => c.text(clientAddress(c, options.hops)));
  const headers = options.forwarded ? { "x-forwarded-for": options.forwarded } : undefined;
  const env = options.socket ? { incoming: { socket: { remoteAddress: options.socket } } } : {};
  return (await app.request("/", { headers }, env)).text();
}

describe("clientAddress", () => {
  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For says", async () => {
    expect(await addressOf({ socket: "198.51.100.4", forwarded: "203.0.113.9", hops: 0 })).toBe(
      "198.51.100.4",
    );
  });

  it("reads IPv4 peers of a dual-stack socket as IPv4", async () => {
    expect(await addressOf({ socket: "::ffff:127.0.0.2", hops: 0 })).toBe("127.0.0.2");
  });

  it("takes the entry the trusted proxies wrote, not the ones the client prepended", async () => {
    const forwarded = "1.1.1.1, 2.2.2.2, 203.0.113.9, 10.0.0.5";
    expect(await addressOf({ socket: "10.0.0.9", forwarded, hops: 1 })).toBe("10.0.0.5");
    expect(await addressOf({ socket: "10.0.0.9", forwarded, hops: 2 })).toBe("203.0.113.9");
  });

  it("takes the first entry when the chain is shorter than the hops", async () => {
    expect(await addressOf({ socket: "10.0.0.9", forwarded: "203.0.113.9", hops: 3 })).toBe(
      "203.0.113.9",
    );
  });

  it("falls back to the socket when the trusted entry is missing or not an address", async () => {
    expect(await addressOf({ socket: "10.0.0.9", hops: 1 })).toBe("10.0.0.9");
    expect(await addressOf({ socket: "10.0.0.9", forwarded: "unknown", hops: 1 })).toBe("10.0.0.9");
  });

  it("says unknown for an in-process request (no socket)", async () => {
    expect(await addressOf({ hops: 0 })).toBe("unknown");
  });
});

describe("addressBucket", () => {
  it("keeps IPv4 addresses whole", () => {
    expect(addressBucket("203.0.113.9")).toBe("203.0.113.9");
  });

  it("counts IPv6 addresses by their /64 network", () => {
    expect(addressBucket("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:DB8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
  });
});
