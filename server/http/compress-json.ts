import { promisify } from "node:util";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Below this a response fits in one packet anyway; compressing would only cost time.
export const COMPRESS_MIN_BYTES = 1024;
// Fast settings for bodies made per request: brotli 1 and gzip 1 cost about as much as
// JSON.stringify of the same body and shrink a 200-scene list about 15 times; brotli's default 11
// costs forty times more for a few percent. See docs/decisions/0010-api-under-load.md.
const BROTLI_QUALITY = 1;
const GZIP_LEVEL = 1;
// Up to this size the event loop compresses (about 0.4 ms per 200 KB): the thread pool's stream
// machinery would cost more CPU than the compression itself. Larger bodies go to the pool.
const SYNC_MAX_BYTES = 1024 * 1024;

function compress(body: Buffer, encoding: Encoding): Buffer | Promise<Buffer> {
  const sync = body.byteLength <= SYNC_MAX_BYTES;
  if (encoding === "br") {
    const options = {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    };
    return sync ? zlib.brotliCompressSync(body, options) : brotli(body, options);
  }
  return sync ? zlib.gzipSync(body, { level: GZIP_LEVEL }) : gzip(body, { level: GZIP_LEVEL });
}

export type Encoding = "br" | "gzip";

// The encoding to answer with, from the client's Accept-Encoding (q=0 refuses one).
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}

// API JSON goes out compressed when the client accepts it (pages and assets have their own
// compression in server/main.ts; media are already compressed and served in ranges).
export function compressJson(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || res.headers.has("content-encoding")) return;
    if (!(res.headers.get("content-type") ?? "").startsWith("application/json")) return;
    res.headers.append("vary", "Accept-Encoding");
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    if (!encoding) return;
    const body = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    let out: Buffer = body;
    if (body.byteLength >= COMPRESS_MIN_BYTES) {
      out = await compress(body, encoding);
      headers.set("content-encoding", encoding);
    }
    headers.set("content-length", String(out.byteLength));
    c.res = undefined;
    c.res = new Response(
      new Uint8Array(out.buffer as ArrayBuffer, out.byteOffset, out.byteLength),
      {
        status: res.status,
        headers,
      },
    );
  };
}
