import http from "node:http";
import { BASE } from "./test-app.ts";

export type HttpAnswer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json: () => unknown;
  // The name=value pairs of the answer's Set-Cookie headers, ready for a Cookie header.
  cookies: string;
};

// One request over a real socket from a chosen loopback address (127.0.0.2, 127.0.0.3, ... all
// reach a server on 127.0.0.1 on Linux), so a test can play several clients on one machine.
export function httpRequest(
  url: string,
  options: {
    from: string;
    method?: string;
    json?: unknown;
    headers?: Record<string, string>;
  },
): Promise<HttpAnswer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? (body ? "POST" : "GET"),
        localAddress: options.from,
        headers: {
          origin: BASE,
          ...(body ? { "content-type": "application/json" } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: text,
            json: () => JSON.parse(text) as unknown,
            cookies: (response.headers["set-cookie"] ?? [])
              .map((c) => c.split(";")[0])
              .filter((c): c is string => Boolean(c) && !c?.endsWith("="))
              .join("; "),
          });
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
