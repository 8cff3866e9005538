// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "#app/components/app-providers";
import { interviewFixture } from "#tests/factories/interview-session";
import type { Interview } from "./interview-api";
import { InterviewSession } from "./interview-session";

// The answer box never loses the person's words: kept through a reload, kept while offline and
// sent when the connection returns, kept when the server refuses them. A proposal is kept with
// the fields as the person edited them.

const proposal = {
  id: "p1",
  title: "The beach at Brighton",
  text: "In the summer of 1976 Mum took us to the beach at Brighton.",
  date: { year: 1976, month: null, day: null, text: "the summer of 1976" },
  place: "Beach, Brighton",
  people: [{ name: "Mum", relation: "mother" }],
  quotes: [],
  emotions: [],
  decision: "pending" as const,
  sceneId: null,
};

const interview = interviewFixture;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function show(value: Interview) {
  return render(
    <AppProviders>
      <MemoryRouter>
        <InterviewSession interview={value} onStartElsewhere={() => undefined} />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe("the interview's answer box", () => {
  it("keeps typed words through a reload", () => {
    const first = show(interview());
    fireEvent.change(screen.getByLabelText("Your answer"), { target: { value: "The radio." } });
    first.unmount();
    show(interview());
    expect((screen.getByLabelText("Your answer") as HTMLTextAreaElement).value).toBe("The radio.");
  });

  it("keeps an answer sent offline, and sends it when the connection is back", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    show(interview());
    fireEvent.change(screen.getByLabelText("Your answer"), { target: { value: "The kettle." } });
    fireEvent.click(screen.getByRole("button", { name: "Send answer" }));
    expect(await screen.findByText(/Saved on this device/)).toBeTruthy();
    expect((screen.getByLabelText("Your answer") as HTMLTextAreaElement).value).toBe("The kettle.");
    expect(localStorage.getItem("lifescript:interview-answer:i1")).toContain('"waiting":true');

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(json(interview({ current: null, state: "done" })));
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(localStorage.getItem("lifescript:interview-answer:i1")).toBeNull());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/interviews/i1/answers");
    expect(JSON.parse(String(init.body))).toEqual({ turnId: "t1", answer: "The kettle." });
  });

  it("shows what the server refused, and keeps the words", async () => {
    fetchMock.mockResolvedValue(
      json({ error: { code: "validation_failed", message: "answer: too long" } }, 400),
    );
    show(interview());
    fireEvent.change(screen.getByLabelText("Your answer"), { target: { value: "Words." } });
    fireEvent.click(screen.getByRole("button", { name: "Send answer" }));
    expect(await screen.findByText("answer: too long")).toBeTruthy();
    expect((screen.getByLabelText("Your answer") as HTMLTextAreaElement).value).toBe("Words.");
  });

  it("asks for words before sending an empty answer", () => {
    show(interview());
    fireEvent.click(screen.getByRole("button", { name: "Send answer" }));
    expect(screen.getByText(/Write or say what you remember first/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("a proposal card", () => {
  it("keeps the scene with the place as edited", async () => {
    const withProposal = interview();
    withProposal.turns[0] = {
      ...withProposal.turns[0]!,
      status: "answered",
      proposals: [proposal],
    };
    fetchMock.mockResolvedValue(
      json({ scene: { id: "s1", title: "The beach at Brighton" }, interview: withProposal }),
    );
    show(withProposal);
    fireEvent.click(screen.getByRole("button", { name: "Beach, Brighton" }));
    fireEvent.change(screen.getByLabelText("Where it happened"), {
      target: { value: "Brighton pier" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Take Mum off this scene" }));
    fireEvent.click(screen.getByRole("button", { name: "Keep as a scene" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/interviews/i1/proposals/p1/keep");
    const body = JSON.parse(String(init.body)) as { sceneId: string; proposal: unknown };
    expect(body.sceneId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.proposal).toEqual({
      title: "The beach at Brighton",
      text: proposal.text,
      date: proposal.date,
      place: "Brighton pier",
      people: [],
      quotes: [],
      emotions: [],
    });
  });
});
