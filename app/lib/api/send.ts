// How every request to the API leaves the browser: same-origin credentials and two
// retries (after a 431 once with minimal headers; after a network failure once more for a GET or
// HEAD). The offline layer reads the errors this lets through.

export type Outgoing = {
  method: string;
  body?: BodyInit | undefined;
  // The body's type (JSON, or multipart with its boundary); kept on every retry.
  contentType?: string | undefined;
  // What the caller reads: JSON unless it asks for a stream of events.
  accept?: string | undefined;
  signal?: AbortSignal | undefined;
  // "no-store" for a question whose answer must be fresh (is the server back?).
  cache?: RequestCache | undefined;
};

// Methods that may be sent twice with the same effect as once: only these are tried again after
// the network failed, since a write may have reached the server before the connection dropped.
const RETRY_AFTER_NETWORK_FAILURE = new Set(["GET", "HEAD"]);

// What a request needs and nothing more: a 431 (headers too large, as a proxy may answer) is
// tried again with these alone.
function minimalHeaders(out: Outgoing): Record<string, string> {
  return out.body !== undefined && out.contentType ? { "Content-Type": out.contentType } : {};
}

function fullHeaders(out: Outgoing): Record<string, string> {
  return { Accept: out.accept ?? "application/json", ...minimalHeaders(out) };
}

// fetch rejects with a TypeError when no answer came (offline, connection reset, DNS); an abort
// is the caller's own choice and is never retried.
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

export async function send(path: string, out: Outgoing): Promise<Response> {
  const { method, body, signal, cache } = out;
  const attempt = (headers: Record<string, string>) =>
    fetch(path, {
      method,
      credentials: "same-origin",
      headers,
      body,
      signal,
      ...(cache && cache !== "default" ? { cache } : {}),
    });
  let response: Response;
  try {
    response = await attempt(fullHeaders(out));
  } catch (error) {
    if (!isNetworkFailure(error) || !RETRY_AFTER_NETWORK_FAILURE.has(method)) throw error;
    response = await attempt(minimalHeaders(out));
  }
  if (response.status === 431) response = await attempt(minimalHeaders(out));
  return response;
}
