// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseFountain } from "#screenplay/parse/parse-fountain.ts";
import { readingBlocks } from "#screenplay/reading.ts";
import { fakeSpeech, installFakeSpeech, type FakeVoice } from "#tests/fakes/fake-speech";
import TableReadBar from "./table-read-bar";

const SCRIPT = `INT. KITCHEN - NIGHT

Rosa reads the letter.

ROSA
I am going.

TOM
Where?

ROSA
Away.

INES
Let her go.

EXT. HARBOUR - DAY

The boat is gone.

TOM
She left.
`;

const blocks = readingBlocks(parseFountain(SCRIPT));
const TWO: FakeVoice[] = [
  { name: "Alice", lang: "en-US" },
  { name: "Bruno", lang: "en-GB" },
];
const FIVE: FakeVoice[] = [
  ...TWO,
  ...["Chen", "Dara", "Emil"].map((name) => ({ name, lang: "en-US" })),
];

function renderBar(storageKey = "movie:m1") {
  const onCurrent = vi.fn();
  const onClose = vi.fn();
  const view = render(
    <TableReadBar
      blocks={blocks}
      storageKey={storageKey}
      onCurrent={onCurrent}
      onClose={onClose}
    />,
  );
  return { ...view, onCurrent, onClose, user: userEvent.setup() };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe("the table read bar", () => {
  it("on a device without voices says so and offers only closing", async () => {
    installFakeSpeech([]);
    const { onClose, user } = renderBar();
    expect(
      await screen.findByText(/This device has no voices to read aloud with/, undefined, {
        timeout: 3000,
      }),
    ).toBeTruthy();
    const buttons = within(screen.getByTestId("table-read")).getAllByRole("button");
    expect(buttons.map((b) => b.getAttribute("aria-label") ?? b.textContent)).toEqual([
      "Close read aloud",
    ]);
    expect(screen.queryByRole("combobox")).toBeNull();
    await user.click(buttons[0] as HTMLElement);
    expect(onClose).toHaveBeenCalled();
  });

  it("names the readers who share a voice when the device has too few", async () => {
    installFakeSpeech(TWO);
    renderBar();
    // Narrator first, then most lines first: Rosa and Tom (2 each), then Ines; two voices go
    // round: the narrator and Tom on Alice, Rosa and Ines on Bruno.
    const warning = await screen.findByTestId("table-read-sharing");
    expect(warning.textContent).toContain(
      "Narrator and TOM share a voice; ROSA and INES share a voice",
    );
  });

  it("gives every reader a voice of their own when there are enough, and no warning", async () => {
    installFakeSpeech(FIVE);
    renderBar();
    const rosa = await screen.findByLabelText<HTMLSelectElement>("Voice for ROSA");
    const names = ["Narrator", "ROSA", "TOM", "INES"].map(
      (who) => screen.getByLabelText<HTMLSelectElement>(`Voice for ${who}`).value,
    );
    expect(new Set(names).size).toBe(4);
    expect(rosa.value).toBe("fake:Bruno");
    expect(screen.queryByTestId("table-read-sharing")).toBeNull();
  });

  it("remembers a voice picked for a character, for this script only", async () => {
    installFakeSpeech(FIVE);
    const first = renderBar("movie:m1");
    await first.user.selectOptions(await screen.findByLabelText("Voice for TOM"), "fake:Emil");
    first.unmount();

    const again = renderBar("movie:m1");
    expect((await screen.findByLabelText<HTMLSelectElement>("Voice for TOM")).value).toBe(
      "fake:Emil",
    );
    expect(
      JSON.parse(localStorage.getItem("lifescript.table-read.movie:m1") ?? "{}"),
    ).toMatchObject({ picks: { TOM: "fake:Emil" } });
    again.unmount();

    renderBar("movie:other");
    expect((await screen.findByLabelText<HTMLSelectElement>("Voice for TOM")).value).not.toBe(
      "fake:Emil",
    );
  });

  it("reads the lines in order with their voices, marks the line read, and pauses", async () => {
    installFakeSpeech(FIVE);
    const { user, onCurrent } = renderBar();
    await user.click(await screen.findByRole("button", { name: "Play" }));
    const speech = fakeSpeech();
    expect(speech.current()).toBe("Interior. Kitchen. Night.");
    expect(onCurrent).toHaveBeenLastCalledWith(0);
    speech.finish();
    speech.finish();
    expect(speech.current()).toBe("I am going.");
    await vi.waitFor(() => expect(onCurrent).toHaveBeenLastCalledWith(2));
    expect(screen.getByTestId("table-read-where").textContent).toBe("Scene 1 of 2 · ROSA");
    expect(speech.spoken.map((s) => [s.text, s.voice])).toEqual([
      ["Interior. Kitchen. Night.", "Alice"],
      ["Rosa reads the letter.", "Alice"],
      ["I am going.", "Bruno"],
    ]);

    await user.click(screen.getByRole("button", { name: "Pause" }));
    expect(speech.current()).toBeNull();
    expect(speech.spoken).toHaveLength(3);
    // Play goes on from the line it stopped in.
    await user.click(screen.getByRole("button", { name: "Play" }));
    expect(speech.current()).toBe("I am going.");
  });

  it("moves scene by scene, and with the narrator off says only what characters say", async () => {
    installFakeSpeech(FIVE);
    const { user, onCurrent } = renderBar();
    await user.click(await screen.findByRole("button", { name: "Next scene" }));
    // Stopped, the mark moves to the next scene's heading and nothing is said.
    expect(onCurrent).toHaveBeenLastCalledWith(6);
    expect(fakeSpeech().spoken).toEqual([]);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Next scene" }).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole("button", { name: "Previous scene" }));
    await user.click(screen.getByText("Voices"));
    await user.click(screen.getByLabelText("A narrator reads scene headings and action"));
    expect(screen.queryByLabelText("Voice for Narrator")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Play" }));
    const speech = fakeSpeech();
    for (let i = 0; i < 5; i++) speech.finish();
    expect(speech.spoken.map((s) => s.text)).toEqual([
      "I am going.",
      "Where?",
      "Away.",
      "Let her go.",
      "She left.",
    ]);
    await vi.waitFor(() =>
      expect(screen.getByTestId("table-read-where").textContent).toContain("The end"),
    );
  });
});
