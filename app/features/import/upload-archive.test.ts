import { afterEach, describe, expect, it, vi } from "vitest";
import { type UploadProgress, uploadArchive } from "./upload-archive.ts";

// A server of the chunked upload on the other side of a stand-in XMLHttpRequest: it keeps the
// bytes it has, answers 200 or 409 { receivedBytes } as contracts/imports.ts says, and can drop
// the connection of chosen requests.
function fakeServer({ has = 0, dropRequests = [] as number[] } = {}) {
  const state = { received: has, requests: [] as string[] };
  class FakeXhr {
    status = 0;
    responseText = "";
    upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private headers: Record<string, string> = {};
    open(method: string) {
      expect(method).toBe("PUT");
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: Blob) {
      const range = this.headers["Content-Range"] ?? "";
      state.requests.push(range);
      const index = state.requests.length;
      setTimeout(() => {
        if (dropRequests.includes(index)) return this.onerror?.();
        const [, start, end, total] = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(range) ?? [];
        expect(body.size).toBe(Number(end) - Number(start) + 1);
        this.upload.onprogress?.({ loaded: body.size });
        if (Number(start) !== state.received) {
          this.status = 409;
        } else {
          state.received = Math.min(Number(total), Number(end) + 1);
          this.status = 200;
        }
        this.responseText = JSON.stringify({ receivedBytes: state.received });
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return state;
}

const memory = {
  uploadUrl: "/uploads/imports/x?signature=s",
  uploadMode: "chunked",
  chunkBytes: 10,
} as const;
const file = new Blob([new Uint8Array(25)]);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the chunked upload", () => {
  it("sends the file in order with Content-Range and reports its progress", async () => {
    const server = fakeServer();
    const seen: UploadProgress[] = [];
    await uploadArchive({
      file,
      memory,
      receivedBytes: 0,
      onProgress: (p) => seen.push(p),
      signal: new AbortController().signal,
    });
    expect(server.requests).toEqual(["bytes 0-9/25", "bytes 10-19/25", "bytes 20-24/25"]);
    expect(server.received).toBe(25);
    expect(seen.at(-1)).toEqual({ sentBytes: 25, totalBytes: 25, retrying: false });
  });

  it("goes on from where the server is after a 409 (a reload that thought it had less)", async () => {
    const server = fakeServer({ has: 20 });
    await uploadArchive({
      file,
      memory,
      receivedBytes: 0,
      onProgress: () => undefined,
      signal: new AbortController().signal,
    });
    expect(server.requests).toEqual(["bytes 0-9/25", "bytes 20-24/25"]);
    expect(server.received).toBe(25);
  });

  it("tries a chunk again after a lost connection, saying so meanwhile", async () => {
    const server = fakeServer({ dropRequests: [2] });
    const seen: UploadProgress[] = [];
    await uploadArchive({
      file,
      memory,
      receivedBytes: 0,
      onProgress: (p) => seen.push(p),
      signal: new AbortController().signal,
    });
    expect(server.requests).toEqual([
      "bytes 0-9/25",
      "bytes 10-19/25",
      "bytes 10-19/25",
      "bytes 20-24/25",
    ]);
    expect(seen.some((p) => p.retrying)).toBe(true);
    expect(seen.at(-1)?.retrying).toBe(false);
  });

  it("stops when cancelled", async () => {
    fakeServer({ dropRequests: [1] });
    const abort = new AbortController();
    const upload = uploadArchive({
      file,
      memory,
      receivedBytes: 0,
      onProgress: () => undefined,
      signal: abort.signal,
    });
    setTimeout(() => abort.abort(), 20);
    await expect(upload).rejects.toMatchObject({ name: "AbortError" });
  });

  it("sends the whole file in one PUT to a presigned S3 address, with no Content-Range", async () => {
    const server = fakeSingle();
    await uploadArchive({
      file,
      memory: {
        uploadUrl: "https://bucket.example/key?X-Amz-Signature=s",
        uploadMode: "single",
        chunkBytes: 0,
      },
      receivedBytes: 0,
      onProgress: () => undefined,
      signal: new AbortController().signal,
    });
    expect(server.sizes).toEqual([25]);
    expect(server.ranges).toEqual([undefined]);
  });
});

// S3 answers a presigned PUT with 200 and no body.
function fakeSingle() {
  const state = { sizes: [] as number[], ranges: [] as (string | undefined)[] };
  class FakeXhr {
    status = 0;
    responseText = "";
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private headers: Record<string, string> = {};
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: Blob) {
      state.sizes.push(body.size);
      state.ranges.push(this.headers["Content-Range"]);
      setTimeout(() => {
        this.status = 200;
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return state;
}
