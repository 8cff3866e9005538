import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { checkSigV4, type SigV4Keys } from "./sigv4.ts";

// A one-bucket S3 on 127.0.0.1 for tests, path-style (/{bucket}/{key}): just the calls the media
// storage driver makes (PUT, copy, GET with Range, HEAD, DELETE), each refused unless signed with
// the configured keys, answering with S3's own status codes and XML bodies.

export type FakeS3Options = SigV4Keys & {
  bucket: string;
  now?: () => number; // the fake's clock, so a test can make a presigned URL expire
};

export type FakeS3 = {
  endpoint: string; // http://127.0.0.1:{port}
  objects: Map<string, Buffer>; // by key, without the bucket
  // Every authenticated request, for tests that check what the driver fetched.
  requests: Array<{ method: string; key: string; range: string | null }>;
  close: () => Promise<void>;
};

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const etagOf = (body: Buffer) => `"${crypto.createHash("md5").update(body).digest("hex")}"`;

function sendError(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  code: string,
  message: string,
  resource = "",
) {
  // A HEAD answer has no body, which is why the SDK reports a missing key there as "NotFound".
  res.writeHead(status, { "content-type": "application/xml" });
  if (req.method === "HEAD") return res.end();
  res.end(
    xml(
      `<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message>` +
        `<Resource>${escapeXml(resource)}</Resource><RequestId>${crypto.randomUUID()}</RequestId></Error>`,
    ),
  );
}

// One "bytes=a-b", "bytes=a-" or "bytes=-n"; "bad" when S3 would answer 416 (any range of an
// empty object included); null to send the whole object.
function byteRange(header: string | undefined, size: number): [number, number] | "bad" | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header) : null;
  if (!m || (m[1] === "" && m[2] === "")) return null;
  const start = m[1] === "" ? Math.max(0, size - Number(m[2])) : Number(m[1]);
  const end = m[1] === "" || m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  return start >= size || start > end ? "bad" : [start, end];
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeS3(options: FakeS3Options): Promise<FakeS3> {
  const now = options.now ?? Date.now;
  const objects = new Map<string, Buffer>();
  const requests: FakeS3["requests"] = [];

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const body = await readBody(req);
    const [rawPath = "/", search = ""] = (req.url ?? "/").split("?", 2);
    const [bucket = "", ...keyParts] = rawPath.slice(1).split("/").map(decodeURIComponent);
    const key = keyParts.join("/");
    const method = req.method ?? "GET";

    const denied = checkSigV4(
      { method, rawPath, query: new URLSearchParams(search), headers: req.headers },
      options,
      now(),
    );
    if (denied) return sendError(req, res, denied.status, denied.code, denied.message, rawPath);
    if (bucket !== options.bucket) {
      return sendError(
        req,
        res,
        404,
        "NoSuchBucket",
        "The specified bucket does not exist",
        bucket,
      );
    }
    // A header-signed body must be the one that was signed.
    const declared = req.headers["x-amz-content-sha256"];
    if (
      typeof declared === "string" &&
      /^[0-9a-f]{64}$/.test(declared) &&
      declared !== crypto.createHash("sha256").update(body).digest("hex")
    ) {
      return sendError(
        req,
        res,
        400,
        "XAmzContentSHA256Mismatch",
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
      );
    }
    requests.push({ method, key, range: req.headers.range ?? null });
    const noSuchKey = () =>
      sendError(req, res, 404, "NoSuchKey", "The specified key does not exist.", key);

    if (method === "PUT") {
      const copyFrom = req.headers["x-amz-copy-source"];
      if (typeof copyFrom === "string") {
        const [fromBucket, ...fromKey] = decodeURIComponent(copyFrom.replace(/^\//, "")).split("/");
        const source = fromBucket === options.bucket ? objects.get(fromKey.join("/")) : undefined;
        if (!source) return noSuchKey();
        objects.set(key, Buffer.from(source));
        res.writeHead(200, { "content-type": "application/xml" });
        return res.end(
          xml(
            `<CopyObjectResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
              `<LastModified>${new Date(now()).toISOString()}</LastModified>` +
              `<ETag>${escapeXml(etagOf(source))}</ETag></CopyObjectResult>`,
          ),
        );
      }
      objects.set(key, body);
      res.writeHead(200, { etag: etagOf(body) });
      return res.end();
    }
    if (method === "DELETE") {
      objects.delete(key); // S3 answers 204 whether or not the key existed
      res.writeHead(204);
      return res.end();
    }
    if (method === "GET" || method === "HEAD") {
      const object = objects.get(key);
      if (!object) return noSuchKey();
      const range = byteRange(req.headers.range, object.length);
      if (range === "bad") {
        return sendError(
          req,
          res,
          416,
          "InvalidRange",
          "The requested range is not satisfiable",
          key,
        );
      }
      const [start, end] = range ?? [0, object.length - 1];
      res.writeHead(range ? 206 : 200, {
        "content-type": "binary/octet-stream",
        "content-length": String(end - start + 1),
        "accept-ranges": "bytes",
        etag: etagOf(object),
        ...(range ? { "content-range": `bytes ${start}-${end}/${object.length}` } : {}),
      });
      return res.end(method === "HEAD" ? undefined : object.subarray(start, end + 1));
    }
    return sendError(
      req,
      res,
      405,
      "MethodNotAllowed",
      "The specified method is not allowed against this resource.",
    );
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      sendError(req, res, 500, "InternalError", String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The SDK keeps connections alive; without this close() would wait for them to idle out.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
