import { expect } from "vitest";
import type { CreatedImport, Import } from "../../../contracts/imports.ts";
import type { Session, TestApp } from "../../../tests/factories/test-app.ts";

// The import flow as a client drives it, for the import integration tests.
export function importCalls(t: TestApp) {
  const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, "");

  const create = async (who: Session, json: unknown = {}) => {
    const response = await t.request("/api/imports", { method: "POST", as: who, json });
    expect(response.status).toBe(201);
    return (await response.json()) as CreatedImport;
  };

  const putChunk = (created: CreatedImport, bytes: Uint8Array, start: number, total: number) =>
    t.request(local(created.uploadUrl), {
      method: "PUT",
      body: new Uint8Array(bytes),
      headers: {
        "content-type": "application/octet-stream",
        "content-range": `bytes ${start}-${start + bytes.length - 1}/${total}`,
      },
      origin: null,
    });

  // Sends the archive in `chunks` pieces, in order.
  const upload = async (created: CreatedImport, archive: Buffer, chunks = 2) => {
    const size = Math.ceil(archive.length / chunks);
    for (let start = 0; start < archive.length; start += size) {
      const response = await putChunk(
        created,
        archive.subarray(start, start + size),
        start,
        archive.length,
      );
      expect(response.status).toBe(200);
    }
  };

  const get = async (who: Session, id: string) => {
    const response = await t.request(`/api/imports/${id}`, { as: who });
    expect(response.status).toBe(200);
    return (await response.json()) as Import;
  };

  const start = (who: Session, id: string) =>
    t.request(`/api/imports/${id}/start`, { method: "POST", as: who, json: {} });

  // Uploaded, started and unpacked by the worker: the import as the preview shows it.
  const unpacked = async (who: Session, archive: Buffer, json: unknown = {}) => {
    const created = await create(who, json);
    await upload(created, archive);
    expect((await start(who, created.id)).status).toBe(202);
    await t.services.worker.drain();
    return get(who, created.id);
  };

  const apply = (who: Session, id: string, json: unknown) =>
    t.request(`/api/imports/${id}/apply`, { method: "POST", as: who, json });

  return { create, putChunk, upload, get, start, unpacked, apply, local };
}
