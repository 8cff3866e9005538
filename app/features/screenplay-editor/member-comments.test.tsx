// @vitest-environment happy-dom
import { fireEvent, screen, within } from "@testing-library/react";
import { useEffect, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MovieRole } from "#contracts/collaboration-roles.ts";
import type { CommentAnchor, MovieComment } from "#contracts/share-comments.ts";
import { renderForm } from "#tests/support/render-form";
import { CommentsPanel } from "./comments-panel";
import { useMovieComments } from "./comments-query";
import { useMemberComment } from "./member-comment";

const MOVIE = "0b6f3c2e-6a43-4c1e-9a8e-3f7e2d1c0b9a";
const TEXT = "INT. LIGHTHOUSE - NIGHT\n\nThe lamp turns green above the sea.\n";
const LAMP = { from: TEXT.indexOf("lamp"), to: TEXT.indexOf("lamp") + "lamp".length };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

// A comment made in the app, as GET and POST /api/movies/{movieId}/comments answer it.
const inApp = (over: Partial<MovieComment>): MovieComment => ({
  id: "m1",
  kind: "comment",
  name: "Ana Lima",
  fromWriter: false,
  body: "Green, really?",
  reaction: null,
  sceneIndex: null,
  anchor: { quote: "turns", prefix: "", suffix: "", line: 2 },
  parentId: null,
  createdAt: "2026-11-27T07:00:00.000Z",
  shareLinkId: null,
  linkState: null,
  status: "open",
  blocked: false,
  mine: false,
  ...over,
});

type Call = { method: string; path: string; body?: unknown };

// The movie's comment endpoints for a commenter; `fail` answers the POST with that error.
function serve(list: MovieComment[], fail?: { status: number; code: string; message: string }) {
  const calls: Call[] = [];
  const configFetch = globalThis.fetch;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      if (!url.pathname.includes("/comments")) return configFetch(input, init);
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      calls.push({ method, path: url.pathname, ...(body ? { body } : {}) });
      if (method === "GET") return json({ comments: list });
      if (method === "POST" && url.pathname === `/api/movies/${MOVIE}/comments`) {
        if (fail) return json({ code: fail.code, message: fail.message }, fail.status);
        const sent = body as { body: string; anchor: CommentAnchor };
        const made = inApp({
          id: `m${list.length + 1}`,
          name: "Rui Costa",
          body: sent.body,
          anchor: sent.anchor,
          mine: true,
          createdAt: "2026-11-27T08:00:00.000Z",
        });
        list.push(made);
        return json(made, 201);
      }
      throw new Error(`unexpected ${method} ${url.pathname}`);
    }),
  );
  return calls;
}

// The editor's parts for commenting: the Comment button (with the editor's selection), its box,
// and the panel, for a person with `role`.
function Editor(props: { role: MovieRole; selection: { from: number; to: number } | null }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <ListedEditor {...props} /> : null;
}

function ListedEditor({
  role,
  selection,
}: {
  role: MovieRole;
  selection: { from: number; to: number } | null;
}) {
  const query = useMovieComments(MOVIE);
  const comment = useMemberComment({
    movieId: MOVIE,
    role,
    selection,
    text: () => TEXT,
    onPosted: () => undefined,
  });
  return (
    <>
      <div role="toolbar" aria-label="Screenplay">
        {comment.button}
      </div>
      {comment.dialog}
      <CommentsPanel
        movieId={MOVIE}
        role={role}
        comments={query.data}
        loading={query.isPending}
        error={query.isError ? query.error.message : null}
        onRetry={() => void query.refetch()}
        scenes={[{ heading: "INT. LIGHTHOUSE - NIGHT" }]}
        focusId={null}
        onGo={() => undefined}
      />
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

const commentButton = () => screen.queryByRole("button", { name: "Comment" });

describe("commenting on words in the editor", () => {
  it("offers Comment with a selection to a commenter, and never to a viewer", async () => {
    const first = renderForm(<Editor role="commenter" selection={null} />);
    serve([inApp({})]);
    await screen.findByRole("article", { name: "Comment by Ana Lima" });
    expect(commentButton()).toBeNull();
    first.unmount();

    renderForm(<Editor role="commenter" selection={LAMP} />);
    serve([inApp({})]);
    await screen.findByRole("article", { name: "Comment by Ana Lima" });
    expect(commentButton()?.getAttribute("title")).toMatch(/Alt\+M|⌘⌥M/);
  });

  it("shows a viewer the threads with no way to comment, reply or resolve", async () => {
    renderForm(<Editor role="viewer" selection={LAMP} />);
    serve([inApp({})]);
    const thread = await screen.findByRole("article", { name: "Comment by Ana Lima" });
    expect(within(thread).getByText("Green, really?")).toBeTruthy();
    expect(commentButton()).toBeNull();
    // The shortcut does nothing either.
    fireEvent.keyDown(window, { code: "KeyM", key: "m", ctrlKey: true, altKey: true });
    expect(screen.queryByRole("dialog")).toBeNull();
    for (const name of ["Reply", "Resolve", "Delete"])
      expect(within(thread).queryByRole("button", { name })).toBeNull();
  });

  it("sends the selected words as the anchor and shows the new thread", async () => {
    const { user } = renderForm(<Editor role="commenter" selection={LAMP} />);
    const calls = serve([]);
    await user.click(await screen.findByRole("button", { name: "Comment" }));
    const box = await screen.findByRole("dialog", { name: "Comment" });
    expect(within(box).getByText("“lamp”")).toBeTruthy();
    await user.type(within(box).getByLabelText("Your comment"), "Which lamp? There are two.");
    await user.click(within(box).getByRole("button", { name: "Comment" }));

    const thread = await screen.findByRole("article", { name: "Comment by Rui Costa (you)" });
    expect(within(thread).getByText("Which lamp? There are two.")).toBeTruthy();
    expect(within(thread).getByRole("button", { name: "“lamp”" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls.find((c) => c.method === "POST")).toEqual({
      method: "POST",
      path: `/api/movies/${MOVIE}/comments`,
      body: {
        body: "Which lamp? There are two.",
        anchor: {
          quote: "lamp",
          prefix: "INT. LIGHTHOUSE - NIGHT\n\nThe ",
          suffix: " turns green above the sea.\n",
          line: 2,
        },
      },
    });
  });

  it("opens the box with the keyboard shortcut", async () => {
    renderForm(<Editor role="editor" selection={LAMP} />);
    serve([]);
    await screen.findByRole("button", { name: "Comment" });
    fireEvent.keyDown(window, { code: "KeyM", key: "µ", metaKey: true, altKey: true });
    expect(await screen.findByRole("dialog", { name: "Comment" })).toBeTruthy();
  });

  it("says why a comment was not sent and keeps its words", async () => {
    const { user } = renderForm(<Editor role="commenter" selection={LAMP} />);
    serve([], {
      status: 403,
      code: "read_only",
      message: "This screenplay is shared with you to read.",
    });
    await user.click(await screen.findByRole("button", { name: "Comment" }));
    const box = await screen.findByRole("dialog", { name: "Comment" });
    await user.click(within(box).getByRole("button", { name: "Comment" }));
    expect((await within(box).findByText("Write a comment first.")).textContent).toBeTruthy();

    await user.type(within(box).getByLabelText("Your comment"), "Which lamp?");
    await user.click(within(box).getByRole("button", { name: "Comment" }));
    expect((await within(box).findByRole("alert")).textContent).toMatch(
      /could not be sent: This screenplay is shared with you to read/,
    );
    expect(within(box).getByLabelText<HTMLTextAreaElement>("Your comment").value).toBe(
      "Which lamp?",
    );
  });

  it("offers delete only on one's own comments, resolve and reply on every thread", async () => {
    renderForm(<Editor role="commenter" selection={null} />);
    serve([
      inApp({}),
      inApp({ id: "m2", name: "Rui Costa", mine: true, body: "Mine." }),
      inApp({ id: "m3", name: "Ines Sousa", fromWriter: true, body: "The writer's." }),
    ]);
    const others = await screen.findByRole("article", { name: "Comment by Ana Lima" });
    const mine = screen.getByRole("article", { name: "Comment by Rui Costa (you)" });
    const writer = screen.getByRole("article", { name: "Comment by Ines Sousa (writer)" });
    expect(within(mine).getByRole("button", { name: "Delete" })).toBeTruthy();
    for (const thread of [others, writer]) {
      expect(within(thread).queryByRole("button", { name: "Delete" })).toBeNull();
      expect(within(thread).getByRole("button", { name: "Reply" })).toBeTruthy();
      expect(within(thread).getByRole("button", { name: "Resolve" })).toBeTruthy();
      // Blocking a name is for readers' link comments only.
      expect(within(thread).queryByRole("button", { name: /Block/ })).toBeNull();
    }
  });
});
