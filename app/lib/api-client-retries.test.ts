import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiClient, data } from "./api-client";

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };

// A fake fetch that answers from a script, one step per call, and records what it was asked.
function fakeFetch(steps: Array<Response | Error>) {
  const calls: Call[] = [];
  const fn = vi.fn((url: string, init: RequestInit = {}) => {
    calls.push({
      url,
      method: init.method ?? "GET",
      headers: { ...(init.headers as Record<string, string>) },
      body: init.body,
    });
    const step = steps.shift();
    if (!step) throw new Error("fetch called more often than expected");
    return step instanceof Error ? Promise.reject(step) : Promise.resolve(step);
  });
  vi.stubGlobal("fetch", fn);
  return calls;
}

const json = (status: number, body: unknown, statusText = "") =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { "Content-Type": "application/json" },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("retries", () => {
  it("tries a 431 again once with minimal headers", async () => {
    const calls = fakeFetch([
      new Response(null, { status: 431, statusText: "Request Header Fields Too Large" }),
      json(200, { ok: true }),
    ]);
    await expect(data(apiClient.GET("/api/movies"))).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
    expect(calls[0]?.headers).toEqual({ Accept: "application/json" });
    expect(calls[1]?.headers).toEqual({});
  });

  it("keeps the body and its content type when a write is retried after a 431", async () => {
    const calls = fakeFetch([new Response(null, { status: 431 }), json(201, { id: "m1" })]);
    await expect(data(apiClient.POST("/api/movies", { body: { title: "Salt" } }))).resolves.toEqual(
      { id: "m1" },
    );
    expect(calls[1]).toMatchObject({
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Salt" }),
    });
  });

  it("reports a 431 that fails again in the usual form", async () => {
    fakeFetch([
      new Response(null, { status: 431, statusText: "Request Header Fields Too Large" }),
      new Response(null, { status: 431, statusText: "Request Header Fields Too Large" }),
    ]);
    const error = await data(apiClient.GET("/api/movies")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("HTTP 431: Request Header Fields Too Large");
  });

  it("tries a GET again once after a network failure", async () => {
    const calls = fakeFetch([new TypeError("Failed to fetch"), json(200, [])]);
    await expect(data(apiClient.GET("/api/movies"))).resolves.toEqual([]);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.method).toBe("GET");
  });

  it("gives up after the one retry when the network stays down", async () => {
    const calls = fakeFetch([new TypeError("Failed to fetch"), new TypeError("Failed to fetch")]);
    await expect(data(apiClient.GET("/api/movies"))).rejects.toThrow("Failed to fetch");
    expect(calls).toHaveLength(2);
  });

  it("never sends a write twice after a network failure (it may have arrived)", async () => {
    const calls = fakeFetch([new TypeError("Failed to fetch")]);
    await expect(data(apiClient.POST("/api/movies", { body: { title: "Salt" } }))).rejects.toThrow(
      "Failed to fetch",
    );
    expect(calls).toHaveLength(1);
  });

  it("does not retry what the caller aborted", async () => {
    const calls = fakeFetch([new DOMException("aborted", "AbortError")]);
    await expect(data(apiClient.GET("/api/movies"))).rejects.toThrow("aborted");
    expect(calls).toHaveLength(1);
  });
});

describe("the typed client", () => {
  it("sends the same path, credentials and retries as every other call", async () => {
    const calls = fakeFetch([new TypeError("Failed to fetch"), json(200, [])]);
    await expect(data(apiClient.GET("/api/movies"))).resolves.toEqual([]);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      "GET /api/movies",
      "GET /api/movies",
    ]);
  });

  it("sends a write's JSON body once, and a 431 again with minimal headers", async () => {
    const calls = fakeFetch([new Response(null, { status: 431 }), json(201, { id: "m1" })]);
    await data(apiClient.POST("/api/movies", { body: { title: "Salt" } }));
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers).toEqual({ "Content-Type": "application/json" });
    expect(JSON.parse(String(calls[1]?.body))).toEqual({ title: "Salt" });
  });

  it("sends {} as JSON for a write whose route takes no body, and no body with a DELETE", async () => {
    const calls = fakeFetch([json(200, {}), new Response(null, { status: 204 })]);
    const ids = {
      id: "00000000-0000-4000-8000-000000000001",
      proposalId: "00000000-0000-4000-8000-000000000002",
    };
    await data(
      apiClient.POST("/api/interviews/{id}/proposals/{proposalId}/dismiss", {
        params: { path: ids },
      }),
    );
    await data(apiClient.DELETE("/api/movies/{id}", { params: { path: { id: ids.id } } }));
    expect(calls[0]?.headers).toMatchObject({ "Content-Type": "application/json" });
    expect(calls[0]?.body).toBe("{}");
    expect(calls[1]?.body).toBeUndefined();
  });

  it("throws the ApiError with the server's code, message and details", async () => {
    fakeFetch([
      json(409, {
        error: { code: "stale_version", message: "Changed elsewhere", details: { v: 2 } },
      }),
    ]);
    const error = await data(
      apiClient.GET("/api/movies/{id}", {
        params: { path: { id: "00000000-0000-4000-8000-000000000000" } },
      }),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: "stale_version",
      message: "Changed elsewhere",
    });
    expect((error as ApiError).details).toEqual({ v: 2 });
  });
});

describe("a POST without a body", () => {
  it("sends {} as JSON, as the server takes writes only as JSON", async () => {
    const calls = fakeFetch([json(200, { url: "https://portal.example" })]);
    await data(apiClient.POST("/api/billing/portal"));
    expect(calls[0]).toMatchObject({
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
  });
});
