// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { EditorView } from "@codemirror/view";
import { describe, expect, it } from "vitest";
import type { Collaboration } from "#contracts/collaboration.ts";
import { LIVE_TEXT_NAME } from "#contracts/live-protocol.ts";
import type { LiveConnectors } from "#app/lib/live/use-live-document";
import { FakeLiveServer } from "#tests/fakes/fake-live-server";
import { renderForm } from "#tests/support/render-form";
import { FountainEditor } from "./fountain-editor";
import { LiveAccessBanner } from "./live-access-banner";
import { PresenceStrip } from "./presence-strip";
import { LiveSaveIndicator } from "./save-indicator";
import type { Screenplay } from "./screenplay-api";
import { useScreenplayWorkspace } from "./use-screenplay-workspace";

const MOVIE = "0b6f3c2e-6a43-4c1e-9a8e-3f7e2d1c0b9a";

const loaded: Screenplay = {
  movieId: MOVIE,
  fountain: "INT. SAVED TEXT - DAY\n",
  titlePage: { entries: [] },
  version: 3,
  updatedAt: "2026-11-27T07:00:00.000Z",
  lastCompiledAt: null,
  editedSinceCompile: true,
};

const collaboration = (over: Partial<Collaboration> = {}): Collaboration => ({
  role: "editor",
  live: true,
  people: [],
  maxChars: 1_000_000,
  ...over,
});

function connectors(server: FakeLiveServer): LiveConnectors {
  const kept = new Map();
  return {
    WebSocket: server.WebSocket,
    network: null,
    url: "ws://localhost/live",
    storage: {
      read: async (id) => kept.get(id) ?? null,
      write: async (id, value) => void kept.set(id, value),
    },
  };
}

// The parts of the editor screen that depend on the choice: the text the preview reads, the
// indicator, and the editor itself.
function Harness({ collab, conn }: { collab: Collaboration | null; conn: LiveConnectors }) {
  const work = useScreenplayWorkspace(MOVIE, loaded, collab, conn);
  return (
    <div>
      <p data-testid="mode">{work.liveMode ? "live" : "autosave"}</p>
      <pre data-testid="preview-source">{work.draft.fountain}</pre>
      {work.liveMode && (
        <LiveSaveIndicator
          status={work.live?.state.status ?? "connecting"}
          saved={work.live?.state.saved ?? true}
        />
      )}
      {work.live && <PresenceStrip people={work.live.state.people} />}
      {work.live?.state.status === "lost" && (
        <LiveAccessBanner
          message={work.live.state.notice?.message ?? ""}
          title="Big Fish"
          text={() => work.live?.text.toString() ?? ""}
        />
      )}
      {work.collab && (
        <FountainEditor
          // As EditorPanels does: the editor is made again when the person may no longer write.
          key={String(work.collab.readOnly)}
          initialText="unused"
          onChange={(fountain) => work.update({ ...work.draftRef.current, fountain })}
          label="Screenplay"
          collab={work.collab}
        />
      )}
    </div>
  );
}

const editorView = () =>
  EditorView.findFromDOM(screen.getByTestId("fountain-editor").querySelector(".cm-editor")!)!;

describe("the screenplay workspace", () => {
  it("autosaves as before when the movie is not shared", async () => {
    const server = new FakeLiveServer("LIVE TEXT\n");
    renderForm(<Harness collab={collaboration({ live: false })} conn={connectors(server)} />);
    expect((await screen.findByTestId("mode")).textContent).toBe("autosave");
    expect(screen.getByTestId("preview-source").textContent).toContain("INT. SAVED TEXT - DAY");
    expect(server.sockets).toHaveLength(0);
  });

  it("writes live when it is: the preview follows everyone's typing", async () => {
    const server = new FakeLiveServer("INT. SHARED - NIGHT\n");
    renderForm(<Harness collab={collaboration()} conn={connectors(server)} />);
    expect((await screen.findByTestId("mode")).textContent).toBe("live");
    await waitFor(() =>
      expect(screen.getByTestId("preview-source").textContent).toContain("INT. SHARED - NIGHT"),
    );
    expect(screen.getByTestId("save-status").textContent).toContain("Saved");

    // Someone else types: the server relays it, the preview's text and the editor follow.
    const view = await waitFor(() => editorView());
    server.doc.getText(LIVE_TEXT_NAME).insert(0, "FADE IN:\n");
    await waitFor(() =>
      expect(screen.getByTestId("preview-source").textContent).toContain("FADE IN:"),
    );
    expect(view.state.doc.toString()).toBe("FADE IN:\nINT. SHARED - NIGHT\n");
    // This person types in the editor: it reaches the server and is marked saved.
    view.dispatch({ changes: { from: view.state.doc.length, insert: "Ana waits." } });
    await waitFor(() => expect(server.text).toContain("Ana waits."));
    await waitFor(() => expect(screen.getByTestId("save-status").textContent).toContain("Saved"));
    expect(screen.getByTestId("preview-source").textContent).toContain("Ana waits.");
  });

  it("shows a reader the text but refuses their typing", async () => {
    const server = new FakeLiveServer("INT. SHARED - NIGHT\n");
    server.person = { role: "viewer", name: "Vi", color: "#2ca02c" };
    renderForm(<Harness collab={collaboration({ role: "viewer" })} conn={connectors(server)} />);
    const view = await waitFor(() => editorView());
    expect(view.state.readOnly).toBe(true);
  });

  it("refuses typing past the size limit", async () => {
    const server = new FakeLiveServer("12345");
    renderForm(<Harness collab={collaboration({ maxChars: 8 })} conn={connectors(server)} />);
    await waitFor(() =>
      expect(screen.getByTestId("preview-source").textContent).toContain("12345"),
    );
    const view = await waitFor(() => editorView());
    view.dispatch({ changes: { from: 5, insert: "678" } });
    view.dispatch({ changes: { from: 8, insert: "9" } });
    expect(view.state.doc.toString()).toBe("12345678");
    // Cutting is always allowed.
    view.dispatch({ changes: { from: 0, to: 1 } });
    expect(view.state.doc.toString()).toBe("2345678");
  });

  it("says typing made offline is kept on this device, then saved when back", async () => {
    const server = new FakeLiveServer("INT. SHARED - NIGHT\n");
    renderForm(<Harness collab={collaboration()} conn={connectors(server)} />);
    const view = await waitFor(() => editorView());
    await waitFor(() => expect(server.sockets[0]?.side?.hello).not.toBeNull());
    server.down = true;
    server.closeAll(1006);
    await new Promise((r) => setTimeout(r, 5));
    view.dispatch({ changes: { from: 0, insert: "On a train. " } });
    await waitFor(() =>
      expect(screen.getByTestId("save-status").textContent).toBe("Offline: saved on this device"),
    );
    server.down = false;
    await waitFor(() => expect(server.text).toContain("On a train. "), { timeout: 3000 });
    await waitFor(() => expect(screen.getByTestId("save-status").textContent).toBe("Saved"));
  });

  it("names the others present, and says so when access is lost", async () => {
    const server = new FakeLiveServer("INT. SHARED - NIGHT\n");
    server.otherPerson = { clientId: 99, name: "Bea", color: "#ff7f0e" };
    renderForm(<Harness collab={collaboration()} conn={connectors(server)} />);
    const strip = await screen.findByTestId("presence-strip");
    expect(strip.textContent).toBe("Bea");
    const message = "Ana no longer shares this screenplay with you.";
    server.closeAll(4403, { code: "access_changed", message });
    const banner = await screen.findByTestId("live-access-lost");
    expect(banner.textContent).toContain(message);
    expect(screen.getByRole("button", { name: /Download .fountain/ })).toBeTruthy();
    await waitFor(() => expect(editorView().state.readOnly).toBe(true));
  });
});
