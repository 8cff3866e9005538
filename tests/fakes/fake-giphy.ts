import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

// A loopback stand-in for GIPHY's REST API (the app server calls it with GIPHY_API_URL), with
// the real response shape and real GIF bytes served from the same place, so the browser's <img>
// requests stay on this machine. Shared by the Vitest suites and the Playwright run.

const GIFS = [
  { id: "fake-sunset", title: "Golden hour sunset", colour: "#d9a441" },
  { id: "fake-ocean", title: "Ocean waves", colour: "#2aa5ae" },
  { id: "fake-party", title: "Birthday party confetti", colour: "#b4472f" },
  { id: "fake-rain", title: "Rain on the window", colour: "#4a7fc1" },
  { id: "fake-dance", title: "Happy dance", colour: "#8a63c7" },
  { id: "fake-forest", title: "Quiet forest", colour: "#3f9a63" },
];

async function gifBytes(colour: string, width: number, height: number): Promise<Buffer> {
  const stripe = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/><circle cx="${width * 0.7}" cy="${height * 0.35}" r="${height * 0.2}" fill="#faf6f0" fill-opacity="0.55"/><rect y="${height * 0.72}" width="100%" height="${height * 0.28}" fill="#1c1714" fill-opacity="0.25"/></svg>`,
  );
  return sharp(stripe).gif().toBuffer();
}

export function giphyBody(base: string, items: typeof GIFS, offset: number) {
  const rendition = (id: string, w: number, h: number) => ({
    url: `${base}/media/${id}/${w}x${h}.gif`,
    width: String(w),
    height: String(h),
  });
  return {
    data: items.map((g) => ({
      type: "gif",
      id: g.id,
      title: g.title,
      rating: "g",
      images: {
        original: rendition(g.id, 320, 240),
        fixed_height: rendition(g.id, 267, 200),
        fixed_height_small: rendition(g.id, 133, 100),
        fixed_width_small: rendition(g.id, 100, 75),
      },
    })),
    pagination: { total_count: items.length, count: items.length, offset },
    meta: { status: 200, msg: "OK", response_id: "fake" },
  };
}

// An answer of the API, for tests that need GIPHY to fail or to answer something particular.
export type GiphyAnswer = { status: number; body: unknown };

export type FakeGiphy = {
  url: string;
  // Every API call (not the GIF bytes), oldest first.
  received: URL[];
  close: () => Promise<void>;
};

// `port` 0 (the default) picks a free one. `apiKey` is the key the server must send (401
// otherwise). `respond` may answer an API call itself; without it, or when it returns
// undefined, the fake serves its six canned GIFs, searched by title words.
export async function startFakeGiphy(
  options: {
    port?: number;
    apiKey?: string;
    respond?: (url: URL) => GiphyAnswer | undefined;
  } = {},
): Promise<FakeGiphy> {
  const { port = 0, apiKey = "e2e-key", respond } = options;
  const received: URL[] = [];
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const media = /^\/media\/([\w-]+)\/(\d+)x(\d+)\.gif$/.exec(url.pathname);
      if (media) {
        const gif = GIFS.find((g) => g.id === media[1]);
        if (!gif) return void res.writeHead(404).end();
        const bytes = await gifBytes(gif.colour, Number(media[2]), Number(media[3]));
        res.writeHead(200, { "content-type": "image/gif", "cache-control": "max-age=3600" });
        return void res.end(bytes);
      }
      received.push(url);
      if (url.searchParams.get("api_key") !== apiKey) {
        res.writeHead(401, { "content-type": "application/json" });
        return void res.end(JSON.stringify({ message: "Invalid authentication credentials" }));
      }
      const answer = respond?.(url);
      if (answer) {
        res.writeHead(answer.status, { "content-type": "application/json" });
        return void res.end(JSON.stringify(answer.body));
      }
      const offset = Number(url.searchParams.get("offset") ?? 0);
      let items: typeof GIFS | null = null;
      if (url.pathname === "/v1/gifs/trending") items = GIFS;
      if (url.pathname === "/v1/gifs/search") {
        const q = (url.searchParams.get("q") ?? "").toLowerCase();
        items = GIFS.filter((g) =>
          q.split(/\s+/).some((word) => g.title.toLowerCase().includes(word)),
        );
      }
      if (!items) return void res.writeHead(404).end();
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(giphyBody(base, items, offset)));
    })().catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
