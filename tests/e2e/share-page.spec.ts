import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "./fixtures.ts";
import { sharedStory } from "./shared-story.ts";

// The share page is rendered from the database in the server process. It used to fetch
// `${origin}/api/share/{token}` with the origin taken from the request's Host header, so a client
// could make the server call any address it can reach.

const port = Number(process.env.E2E_PORT ?? 3917);

// GET a path from the app server with a Host header of our choosing (a browser cannot do this).
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path, headers: { host } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
  });
}

test("the share page never calls the address in the request's Host header", async ({
  page,
  baseURL,
}) => {
  await page.goto("/");
  const { path } = await sharedStory(page, "The Lighthouse");

  // A listener standing in for an internal service the attacker wants the server to reach.
  const calls: string[] = [];
  const trap = http.createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    res.writeHead(404, { "content-type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve) => trap.listen(0, "127.0.0.1", resolve));
  const trapPort = (trap.address() as AddressInfo).port;
  try {
    const pointed = await getWithHost(path, `127.0.0.1:${trapPort}`);
    expect(pointed.status).toBe(200);
    expect(pointed.body).toContain("The Lighthouse");
    expect(pointed.body).toContain("Ines climbs the stairs one last time.");
    // Links in the page use BASE_URL, not the Host the client sent.
    expect(pointed.body).toContain(`<meta property="og:url" content="${baseURL}${path}"`);
    expect(pointed.body).not.toContain(`127.0.0.1:${trapPort}`);
    expect(calls).toEqual([]);

    // A Host nothing listens on used to be a 500.
    const unreachable = await getWithHost(path, "127.0.0.1:1");
    expect(unreachable.status).toBe(200);
    expect(unreachable.body).toContain("The Lighthouse");

    // Unknown links stay the 404 page.
    const missing = await getWithHost(`/s/${"x".repeat(43)}`, `127.0.0.1:${trapPort}`);
    expect(missing.status).toBe(404);
    expect(calls).toEqual([]);
  } finally {
    await new Promise((resolve) => trap.close(resolve));
  }
});
