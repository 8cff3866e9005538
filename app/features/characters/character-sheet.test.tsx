// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Character } from "#contracts/character.ts";
import { deferred, renderForm } from "#tests/support/render-form";
import { CharacterSheet } from "./character-sheet";

const api = vi.hoisted(() => ({ createCharacter: vi.fn(), updateCharacter: vi.fn() }));
vi.mock("./characters-api", async () => {
  const { useMutation } = await import("@tanstack/react-query");
  return {
    useCreateCharacter: () => useMutation({ mutationFn: api.createCharacter }),
    useUpdateCharacter: () => useMutation({ mutationFn: api.updateCharacter }),
  };
});

const movieId = "0d7c1b0a-6a8e-4c55-8f43-8a1f3c2e9b10";
const rose: Character = {
  id: "5a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b",
  userId: "u1",
  movieId,
  name: "Grandma Rose",
  role: "Mentor",
  description: null,
  photoUrl: null,
  version: 2,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
};

beforeEach(() => {
  api.createCharacter.mockReset();
  api.updateCharacter.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const openSheet = async (character: Character | null, onOpenChange = vi.fn()) => {
  const rendered = renderForm(
    <CharacterSheet open onOpenChange={onOpenChange} movieId={movieId} character={character} />,
  );
  return { ...rendered, sheet: within(await screen.findByRole("dialog")) };
};

describe("the character sheet", () => {
  it("a blank name says it is required, takes the focus, and nothing is sent", async () => {
    const { user, sheet } = await openSheet(null);
    await user.type(sheet.getByLabelText("Role"), "Mentor");
    await user.click(sheet.getByRole("button", { name: "Add character" }));
    expect(await sheet.findByText("Name is required")).toBeTruthy();
    expect(document.activeElement).toBe(sheet.getByLabelText("Name"));
    expect((sheet.getByLabelText("Role") as HTMLInputElement).value).toBe("Mentor");
    expect(api.createCharacter).not.toHaveBeenCalled();
  });

  it("adds a person with the trimmed details, busy while saving, then closes", async () => {
    const answer = deferred<Character>();
    api.createCharacter.mockReturnValue(answer.promise);
    const onOpenChange = vi.fn();
    const { user, sheet } = await openSheet(null, onOpenChange);
    await user.type(sheet.getByLabelText("Name"), " Uncle Tom ");
    await user.type(sheet.getByLabelText("Description"), "Tells the same joke. ");
    await user.click(sheet.getByRole("button", { name: "Add character" }));
    expect(
      ((await sheet.findByRole("button", { name: "Saving..." })) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(api.createCharacter.mock.calls[0]?.[0]).toMatchObject({
      movieId,
      name: "Uncle Tom",
      role: null,
      description: "Tells the same joke.",
      photoUrl: null,
    });
    answer.resolve({ ...rose, name: "Uncle Tom" });
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("saves an edit with the row's version; a refusal is said and the sheet stays", async () => {
    api.updateCharacter.mockRejectedValue(new Error("This character was changed elsewhere."));
    const onOpenChange = vi.fn();
    const { user, sheet } = await openSheet(rose, onOpenChange);
    await user.type(sheet.getByLabelText("Name"), " Rose");
    await user.click(sheet.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("This character was changed elsewhere.")).toBeTruthy();
    expect(api.updateCharacter.mock.calls[0]?.[0]).toMatchObject({
      id: rose.id,
      version: 2,
      name: "Grandma Rose Rose",
      role: "Mentor",
    });
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect((sheet.getByLabelText("Name") as HTMLInputElement).value).toBe("Grandma Rose Rose");
  });
});
