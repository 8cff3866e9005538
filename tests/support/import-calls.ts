import { expect } from "vitest";
import type { AppliedImport, CreatedImport, Import } from "#contracts/imports.ts";
import type { Session, TestApp } from "../factories/test-app.ts";

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

  const get = async (who: Session, id: string, query: Record<string, string> = {}) => {
    const search = new URLSearchParams(query).toString();
    const response = await t.request(`/api/imports/${id}${search ? `?${search}` : ""}`, {
      as: who,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Import;
  };

  // The whole preview as the import page keeps it: every page followed, items by id, in date
  // order (undated last).
  const preview = async (who: Session, id: string) => {
    let answer = await get(who, id, { itemsLimit: "1000" });
    const items = new Map(answer.items.map((item) => [item.id, item]));
    while (answer.moreItems) {
      answer = await get(who, id, { itemsLimit: "1000", itemsSince: answer.itemsCursor });
      for (const item of answer.items) items.set(item.id, item);
    }
    const time = (date: string | null) => (date ? Date.parse(date) : Number.POSITIVE_INFINITY);
    return { ...answer, items: [...items.values()].sort((a, b) => time(a.date) - time(b.date)) };
  };

  const start = (who: Session, id: string) =>
    t.request(`/api/imports/${id}/start`, { method: "POST", as: who, json: {} });

  // Uploaded, started and unpacked by the worker: the import as the preview shows it.
  const unpacked = async (who: Session, archive: Buffer, json: unknown = {}) => {
    const created = await create(who, json);
    await upload(created, archive);
    expect((await start(who, created.id)).status).toBe(202);
    await t.services.worker.drain();
    return preview(who, created.id);
  };

  const apply = (who: Session, id: string, json: unknown) =>
    t.request(`/api/imports/${id}/apply`, { method: "POST", as: who, json });

  // Applied as the page does it: 202 at once, then the job (run by the worker) until done.
  const applied = async (who: Session, id: string, json: unknown) => {
    const response = await apply(who, id, json);
    expect(response.status).toBe(202);
    const answer = (await response.json()) as AppliedImport;
    expect(answer.status).toBe("importing");
    await t.services.worker.drain();
    return { answer, after: await get(who, id) };
  };

  return { create, putChunk, upload, get, preview, start, unpacked, apply, applied, local };
}
