// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { useEffect, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MovieComment } from "#contracts/share-comments.ts";
import type { ShareLink } from "#contracts/share-link.ts";
import { COMMENT_BODY_MAX } from "#contracts/share-comments.ts";
import { deferred, renderForm } from "#tests/support/render-form";
import { CommentsPanel } from "./comments-panel";
import { useMovieComments } from "./comments-query";

const MOVIE = "0b6f3c2e-6a43-4c1e-9a8e-3f7e2d1c0b9a";
const LINK = "5d7e9f1a-2b3c-4d5e-8f9a-0b1c2d3e4f5a";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const comment = (over: Partial<MovieComment>): MovieComment => ({
  id: "c1",
  kind: "comment",
  name: "Rui",
  fromWriter: false,
  body: "I remember the <b>lamp</b> being green.",
  reaction: null,
  sceneIndex: null,
  anchor: { quote: "the lamp", prefix: "", suffix: "", line: 4 },
  parentId: null,
  createdAt: "2026-11-27T07:00:00.000Z",
  shareLinkId: LINK,
  linkState: "active",
  mine: false,
  status: "open",
  blocked: false,
  ...over,
});

const link: ShareLink = {
  id: LINK,
  movieId: MOVIE,
  token: "t".repeat(43),
  url: "http://localhost/s/t",
  pdfUrl: "http://localhost/s/t.pdf",
  state: "active",
  expiresAt: null,
  revokedAt: null,
  createdAt: "2026-11-26T07:00:00.000Z",
  comments: "writer-only",
  blockedNames: ["Someone"],
};

type Call = { method: string; path: string; body?: unknown };

// The writer's comment endpoints as the panel meets them; `fail` makes one kind of write fail,
// `hold` keeps the answer to a write until it settles.
function serve(list: MovieComment[], { fail, hold }: { fail?: string; hold?: Promise<void> } = {}) {
  const calls: Call[] = [];
  const configFetch = globalThis.fetch;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      if (!url.pathname.includes("/comments") && !url.pathname.includes("/share-links"))
        return configFetch(input, init);
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      calls.push({ method, path: url.pathname, ...(body ? { body } : {}) });
      if (method !== "GET") await hold;
      if (fail && `${method} ${url.pathname}`.includes(fail))
        return json({ code: "server_error", message: "The server could not be reached." }, 500);
      if (method === "GET" && url.pathname.endsWith("/comments")) return json({ comments: list });
      if (method === "GET" && url.pathname === "/api/share-links") return json([link]);
      if (method === "PATCH" && url.pathname.startsWith("/api/share-links/"))
        return json({ ...link, ...(body as object) });
      const id = /\/comments\/([^/]+)/.exec(url.pathname)?.[1];
      if (method === "POST") {
        const reply = comment({
          id: `r${list.length}`,
          name: "Ines Sousa",
          fromWriter: true,
          mine: true,
          body: (body as { body: string }).body,
          parentId: id ?? null,
          anchor: null,
          createdAt: "2026-11-27T08:00:00.000Z",
        });
        list.push(reply);
        return json(reply, 201);
      }
      if (method === "PATCH") {
        const i = list.findIndex((c) => c.id === id);
        list[i] = { ...list[i]!, ...(body as object) };
        return json(list[i]);
      }
      if (method === "DELETE") {
        list.splice(0, list.length, ...list.filter((c) => c.id !== id && c.parentId !== id));
        return new Response(null, { status: 204 });
      }
      throw new Error(`unexpected ${method} ${url.pathname}`);
    }),
  );
  return calls;
}

// renderForm answers only the public config: the list is asked for once the test's server (serve,
// called right after rendering) is in place.
function Panel(props: { onGo?: (id: string) => void }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <ListedPanel {...props} /> : null;
}

function ListedPanel({ onGo = () => undefined }: { onGo?: (id: string) => void }) {
  const query = useMovieComments(MOVIE);
  return (
    <CommentsPanel
      movieId={MOVIE}
      role="owner"
      comments={query.data}
      loading={query.isPending}
      error={query.isError ? query.error.message : null}
      onRetry={() => void query.refetch()}
      scenes={[{ heading: "INT. LIGHTHOUSE - NIGHT" }]}
      focusId={null}
      onGo={onGo}
    />
  );
}

afterEach(() => vi.unstubAllGlobals());

// The writer opens the reply box of Rui's thread (the box takes the focus).
async function openReply(user: ReturnType<typeof renderForm>["user"]) {
  const thread = within(await screen.findByRole("article", { name: "Comment by Rui" }));
  await user.click(thread.getByRole("button", { name: "Reply" }));
  const box = thread.getByLabelText<HTMLTextAreaElement>("Your reply to Rui");
  const send = () => thread.getByRole<HTMLButtonElement>("button", { name: "Send reply" });
  return { thread, box, send };
}

describe("the writer's comments panel", () => {
  it("shows each thread with its words, the body as text, and goes to the line on a click", async () => {
    const onGo = vi.fn();
    const { user } = renderForm(<Panel onGo={onGo} />);
    serve([
      comment({}),
      comment({
        id: "c2",
        name: "Ana",
        body: "Lovely.",
        anchor: { quote: "gone", prefix: "", suffix: "", line: null },
      }),
      comment({
        id: "x1",
        kind: "reaction",
        body: null,
        reaction: "heart",
        anchor: null,
        sceneIndex: 0,
      }),
    ]);
    const thread = await screen.findByRole("article", { name: "Comment by Rui" });
    // Plain text: the tags are shown as typed, never as HTML.
    expect(within(thread).getByText("I remember the <b>lamp</b> being green.")).toBeTruthy();
    await user.click(within(thread).getByRole("button", { name: "“the lamp”" }));
    expect(onGo).toHaveBeenCalledWith("c1");

    const changed = screen.getByRole("region", { name: "On a passage that changed" });
    expect(within(changed).getByText("“gone”")).toBeTruthy();
    const reactions = screen.getByRole("region", { name: "Reactions" });
    expect(within(reactions).getByText(/Scene 1: INT. LIGHTHOUSE - NIGHT/)).toBeTruthy();
    expect(within(reactions).getByText("Love")).toBeTruthy();
  });

  it("keeps a reply's text when sending it fails, and sends it again", async () => {
    const { user } = renderForm(<Panel />);
    const list = [comment({})];
    serve(list, { fail: "POST" });
    const thread = await screen.findByRole("article", { name: "Comment by Rui" });
    await user.click(within(thread).getByRole("button", { name: "Reply" }));
    await user.type(within(thread).getByLabelText("Your reply to Rui"), "It was green, yes.");
    await user.click(within(thread).getByRole("button", { name: "Send reply" }));

    expect((await within(thread).findByRole("alert")).textContent).toMatch(/could not be reached/);
    expect(within(thread).getByLabelText<HTMLTextAreaElement>("Your reply to Rui").value).toBe(
      "It was green, yes.",
    );

    const calls = serve(list);
    await user.click(within(thread).getByRole("button", { name: "Send reply" }));
    expect(await within(thread).findByText("Ines Sousa (you)")).toBeTruthy();
    expect(within(thread).getByText("It was green, yes.")).toBeTruthy();
    expect(within(thread).queryByLabelText("Your reply to Rui")).toBeNull();
    expect(calls[0]).toMatchObject({
      method: "POST",
      path: `/api/movies/${MOVIE}/comments/c1/replies`,
      body: { body: "It was green, yes." },
    });
  });

  it("an empty reply says to write one and keeps the focus in the box; nothing is sent", async () => {
    const { user } = renderForm(<Panel />);
    const calls = serve([comment({})]);
    const { thread, box, send } = await openReply(user);
    expect(document.activeElement).toBe(box);
    await user.type(box, "   ");
    await user.click(send());
    expect(await thread.findByText("Write a reply first.")).toBeTruthy();
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(box.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Write a reply first.",
    );
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("an over-long reply is kept whole and refused with the limit in words", async () => {
    const { user } = renderForm(<Panel />);
    const calls = serve([comment({})]);
    const { thread, box, send } = await openReply(user);
    await user.paste("a".repeat(COMMENT_BODY_MAX + 1));
    expect(box.value).toHaveLength(COMMENT_BODY_MAX + 1);
    await user.click(send());
    const limit = `A comment can be at most ${COMMENT_BODY_MAX} characters`;
    expect(await thread.findByText(limit)).toBeTruthy();
    expect(document.activeElement).toBe(box);
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    // Back within the limit, the message goes and the reply is sent.
    await user.type(box, "{Backspace}");
    await waitFor(() => expect(thread.queryByText(limit)).toBeNull());
    await user.click(send());
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
  });

  it("is busy while a reply is on its way, then closes the box; a new one starts empty", async () => {
    const answer = deferred<void>();
    const { user } = renderForm(<Panel />);
    const calls = serve([comment({})], { hold: answer.promise });
    const { thread, box } = await openReply(user);
    await user.type(box, "  It was green. ");
    await user.click(thread.getByRole("button", { name: "Send reply" }));
    const busy = await thread.findByRole<HTMLButtonElement>("button", { name: "Sending…" });
    expect(busy.disabled).toBe(true);
    // Nothing else is done with the thread meanwhile.
    expect(thread.getByRole<HTMLButtonElement>("button", { name: "Resolve" }).disabled).toBe(true);
    answer.resolve();
    expect(await thread.findByText("Ines Sousa (you)")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toEqual([
      {
        method: "POST",
        path: `/api/movies/${MOVIE}/comments/c1/replies`,
        body: { body: "It was green." },
      },
    ]);
    await user.click(thread.getByRole("button", { name: "Reply" }));
    expect(thread.getByLabelText<HTMLTextAreaElement>("Your reply to Rui").value).toBe("");
  });

  it("resolves and reopens a thread", async () => {
    const { user } = renderForm(<Panel />);
    const calls = serve([comment({})]);
    const thread = await screen.findByRole("article", { name: "Comment by Rui" });
    await user.click(within(thread).getByRole("button", { name: "Resolve" }));
    expect(await within(thread).findByText("Resolved")).toBeTruthy();
    expect(calls).toContainEqual({
      method: "PATCH",
      path: `/api/movies/${MOVIE}/comments/c1`,
      body: { status: "resolved" },
    });
    await user.click(within(thread).getByRole("button", { name: "Reopen" }));
    await waitFor(() => expect(within(thread).queryByText("Resolved")).toBeNull());
  });

  it("asks before deleting, and deletes only when confirmed", async () => {
    const { user } = renderForm(<Panel />);
    const calls = serve([comment({})]);
    const thread = await screen.findByRole("article", { name: "Comment by Rui" });
    await user.click(within(thread).getByRole("button", { name: "Delete" }));
    const ask = await screen.findByRole("alertdialog", { name: "Delete this comment?" });
    await user.click(within(ask).getByRole("button", { name: "Cancel" }));
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);

    await user.click(within(thread).getByRole("button", { name: "Delete" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }),
    );
    await waitFor(() =>
      expect(screen.queryByRole("article", { name: "Comment by Rui" })).toBeNull(),
    );
    expect(calls).toContainEqual({ method: "DELETE", path: `/api/movies/${MOVIE}/comments/c1` });
  });

  it("blocks a name on its link, keeping the names already blocked", async () => {
    const { user } = renderForm(<Panel />);
    const calls = serve([comment({})]);
    const thread = await screen.findByRole("article", { name: "Comment by Rui" });
    await user.click(within(thread).getByRole("button", { name: "Block Rui" }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: "PATCH",
        path: `/api/share-links/${LINK}`,
        body: { blockedNames: ["Someone", "Rui"] },
      }),
    );
  });

  it("marks a comment from a link the writer turned off", async () => {
    renderForm(<Panel />);
    serve([comment({ linkState: "revoked" })]);
    const thread = await screen.findByRole("article", { name: "Comment by Rui" });
    expect(within(thread).getByText("From a link you turned off")).toBeTruthy();
    expect(within(thread).queryByRole("button", { name: "Reply" })).toBeNull();
  });
});
