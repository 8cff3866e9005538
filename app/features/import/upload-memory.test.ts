import { describe, expect, it } from "vitest";
import {
  forget,
  identityOf,
  recall,
  remember,
  sameFile,
  type UploadMemory,
} from "./upload-memory.ts";

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const file = { name: "instagram.zip", size: 1234, lastModified: 1700000000000 };
const memory: UploadMemory = {
  uploadUrl: "/api/imports/x/upload?sig=1",
  uploadMode: "chunked",
  chunkBytes: 1000,
  expiresAt: "2030-01-01T00:00:00Z",
  file,
};

describe("upload memory", () => {
  it("recalls the upload address of an import until it expires", () => {
    const store = memoryStore();
    remember(store, "x", memory);
    expect(recall(store, "x", new Date("2029-12-31T00:00:00Z"))).toEqual(memory);
    expect(recall(store, "x", new Date("2030-01-02T00:00:00Z"))).toBeNull();
    expect(recall(store, "other", new Date("2029-12-31T00:00:00Z"))).toBeNull();
    forget(store, "x");
    expect(recall(store, "x", new Date("2029-12-31T00:00:00Z"))).toBeNull();
  });

  it("tells the same file from another one of the same name", () => {
    expect(sameFile(identityOf(file), file)).toBe(true);
    expect(sameFile({ ...file, size: 1235 }, file)).toBe(false);
  });

  it("survives storage that is broken or holds junk", () => {
    const store = memoryStore();
    store.setItem("lifescript.import.x", "{not json");
    expect(recall(store, "x", new Date())).toBeNull();
    const throwing = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("full");
      },
      removeItem: () => {
        throw new Error("blocked");
      },
    };
    expect(() => remember(throwing, "x", memory)).not.toThrow();
    expect(recall(throwing, "x", new Date())).toBeNull();
  });
});
