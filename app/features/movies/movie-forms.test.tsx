// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Movie } from "#contracts/movie.ts";
import { deferred, renderForm } from "#tests/support/render-form";
import { CreateMovieSheet } from "./create-movie-sheet";
import { EditMovieSheet } from "./edit-movie-sheet";
import { MovieForm } from "./movie-form";

const api = vi.hoisted(() => ({ createMovie: vi.fn(), updateMovie: vi.fn() }));
vi.mock("./movies-api", async () => {
  const { useMutation } = await import("@tanstack/react-query");
  return {
    useCreateMovie: () => useMutation({ mutationFn: api.createMovie }),
    useUpdateMovie: () => useMutation({ mutationFn: api.updateMovie }),
  };
});

const movie: Movie = {
  id: "9b2f7c1e-58d4-4a53-9d4e-3f0e6c2a1b7d",
  userId: "u1",
  title: "The Boat",
  description: "A summer",
  genre: "drama",
  coverImage: null,
  coverPageUrl: null,
  status: "draft",
  version: 3,
  lastEditedBy: null,
  metadata: {},
  sceneCount: 0,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  role: "owner",
  ownerName: null,
};

beforeEach(() => {
  api.createMovie.mockReset();
  api.updateMovie.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe("the create movie sheet", () => {
  it("a blank title says to give one and takes the focus; nothing is sent", async () => {
    const { user } = renderForm(<CreateMovieSheet open onOpenChange={vi.fn()} />);
    const sheet = within(await screen.findByRole("dialog"));
    await user.type(sheet.getByLabelText("Title"), "   ");
    await user.click(sheet.getByRole("button", { name: "Create Movie" }));
    expect(await sheet.findByText("Give your movie a title.")).toBeTruthy();
    expect(document.activeElement).toBe(sheet.getByLabelText("Title"));
    expect(api.createMovie).not.toHaveBeenCalled();
  });

  it("creates the movie with the trimmed title and the chosen genre, busy while it does", async () => {
    const answer = deferred<Movie>();
    api.createMovie.mockReturnValue(answer.promise);
    const { user } = renderForm(<CreateMovieSheet open onOpenChange={vi.fn()} />);
    const sheet = within(await screen.findByRole("dialog"));
    await user.type(sheet.getByLabelText("Title"), "  The Summer We Built the Boat ");
    await user.type(sheet.getByLabelText("Description"), "Dad and me. ");
    await user.click(sheet.getByRole("radio", { name: /Comedy/ }));
    await user.click(sheet.getByRole("button", { name: "Create Movie" }));
    expect(
      ((await sheet.findByRole("button", { name: "Creating..." })) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(api.createMovie.mock.calls[0]?.[0]).toEqual({
      title: "The Summer We Built the Boat",
      description: "Dad and me.",
      genre: "comedy",
      coverImage: "",
    });
    answer.resolve(movie);
    expect(await screen.findByText("Movie created")).toBeTruthy();
  });

  it("a failed create says so and keeps what was typed", async () => {
    api.createMovie.mockRejectedValue(new Error("offline"));
    const { user } = renderForm(<CreateMovieSheet open onOpenChange={vi.fn()} />);
    const sheet = within(await screen.findByRole("dialog"));
    await user.type(sheet.getByLabelText("Title"), "The Boat");
    await user.click(sheet.getByRole("button", { name: "Create Movie" }));
    expect(await screen.findByText("Failed to create movie. Please try again.")).toBeTruthy();
    expect((sheet.getByLabelText("Title") as HTMLInputElement).value).toBe("The Boat");
  });
});

describe("the edit movie sheet", () => {
  it("an emptied title is refused; a changed one is saved with the row's version", async () => {
    api.updateMovie.mockResolvedValue({ ...movie, title: "The Long Summer" });
    const onOpenChange = vi.fn();
    const { user } = renderForm(<EditMovieSheet movie={movie} open onOpenChange={onOpenChange} />);
    const sheet = within(await screen.findByRole("dialog"));
    await user.clear(sheet.getByLabelText("Title"));
    await user.click(sheet.getByRole("button", { name: "Save changes" }));
    expect(await sheet.findByText("Give your movie a title.")).toBeTruthy();
    await user.type(sheet.getByLabelText("Title"), "The Long Summer");
    await user.click(sheet.getByRole("button", { name: "Save changes" }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.updateMovie.mock.calls[0]?.[0]).toMatchObject({
      id: movie.id,
      version: 3,
      title: "The Long Summer",
      description: "A summer",
      genre: "drama",
      status: "draft",
    });
  });
});

describe("the start-a-movie form", () => {
  it("a blank title is refused before anything is sent", async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm(<MovieForm onSubmit={onSubmit} pending={false} />);
    await user.click(screen.getByRole("button", { name: "Create movie" }));
    expect(await screen.findByText("Give your movie a title.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Title"));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("hands over the trimmed title, description and genre", async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm(<MovieForm onSubmit={onSubmit} pending={false} />);
    await user.type(screen.getByLabelText("Title"), " Grandma Rose ");
    await user.click(screen.getByRole("button", { name: "Create movie" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      title: "Grandma Rose",
      description: "",
      genre: "action",
    });
  });

  it("shows the caller's error and its busy state", () => {
    renderForm(
      <MovieForm
        onSubmit={vi.fn()}
        pending
        pendingLabel="Starting your movie..."
        error="We couldn't create your movie. Please try again."
      />,
    );
    expect(screen.getByRole("alert").textContent).toContain("We couldn't create your movie.");
    const button = screen.getByRole("button", { name: "Starting your movie..." });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
