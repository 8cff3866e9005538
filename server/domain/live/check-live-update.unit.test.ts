import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { closeCodes, LIVE_TEXT_NAME } from "#contracts/live-protocol.ts";
import { checkLiveUpdate } from "./check-live-update.ts";

// A server doc with some text, and a client doc in step with it.
function pair(text = "INT. KITCHEN - DAY\n"): { server: Y.Doc; client: Y.Doc } {
  const server = new Y.Doc();
  server.getText(LIVE_TEXT_NAME).insert(0, text);
  const client = new Y.Doc();
  Y.applyUpdate(client, Y.encodeStateAsUpdate(server));
  return { server, client };
}

function edit(client: Y.Doc, change: (doc: Y.Doc) => void): Uint8Array {
  const before = Y.encodeStateVector(client);
  change(client);
  return Y.encodeStateAsUpdate(client, before);
}

describe("checkLiveUpdate", () => {
  it("lets plain text inserts and deletes through", () => {
    const { server, client } = pair();
    const update = edit(client, (doc) => {
      doc.getText(LIVE_TEXT_NAME).insert(5, "Hello");
      doc.getText(LIVE_TEXT_NAME).delete(0, 2);
    });
    expect(checkLiveUpdate(server, update, 1000)).toEqual({ ok: true, insertedChars: 5 });
  });

  it("refuses bytes that do not decode", () => {
    const { server } = pair();
    const verdict = checkLiveUpdate(server, new Uint8Array([1, 2, 3, 250, 250, 250]), 1000);
    expect(verdict).toMatchObject({ ok: false, code: closeCodes.malformed });
  });

  it("refuses another root", () => {
    const { server, client } = pair();
    const update = edit(client, (doc) => doc.getMap("x").set("a", 1));
    expect(checkLiveUpdate(server, update, 1000)).toMatchObject({
      ok: false,
      code: closeCodes.malformed,
    });
  });

  it("refuses another root holding text", () => {
    const { server, client } = pair();
    const update = edit(client, (doc) => doc.getText("other").insert(0, "hi"));
    expect(checkLiveUpdate(server, update, 1000)).toMatchObject({ ok: false });
  });

  it("refuses an embed and formatting", () => {
    const { server, client } = pair();
    const embed = edit(client, (doc) => doc.getText(LIVE_TEXT_NAME).insertEmbed(0, { x: 1 }));
    expect(checkLiveUpdate(server, embed, 1000)).toMatchObject({ ok: false });
    const { server: s2, client: c2 } = pair();
    const format = edit(c2, (doc) => doc.getText(LIVE_TEXT_NAME).format(0, 3, { bold: true }));
    expect(checkLiveUpdate(s2, format, 1000)).toMatchObject({ ok: false });
  });

  it("refuses an update with a clock gap", () => {
    const { server, client } = pair();
    edit(client, (doc) => doc.getText(LIVE_TEXT_NAME).insert(0, "first "));
    const second = edit(client, (doc) => doc.getText(LIVE_TEXT_NAME).insert(0, "second "));
    expect(checkLiveUpdate(server, second, 1000)).toMatchObject({
      ok: false,
      code: closeCodes.malformed,
    });
  });

  it("refuses inserts past the size limit with tooLarge", () => {
    const { server, client } = pair("abc");
    const update = edit(client, (doc) => doc.getText(LIVE_TEXT_NAME).insert(0, "x".repeat(20)));
    expect(checkLiveUpdate(server, update, 10)).toMatchObject({
      ok: false,
      code: closeCodes.tooLarge,
    });
  });

  it("accepts an update the server already has", () => {
    const { server, client } = pair();
    const update = edit(client, (doc) => doc.getText(LIVE_TEXT_NAME).insert(0, "again "));
    Y.applyUpdate(server, update);
    expect(checkLiveUpdate(server, update, 1000)).toEqual({ ok: true, insertedChars: 0 });
  });
});
