// Compiling again would replace text the writer edited since the last compile. Not an AppError:
// its code (would_overwrite) is one the client acts on (ask, then resend with force), so the
// handler answers it itself.
export class WouldOverwriteError extends Error {
  readonly code = "would_overwrite";
  constructor() {
    super(
      "You have edited the screenplay since it was last written from your scenes. Writing it again replaces those edits (they stay in the version history). Send force: true to go ahead.",
    );
  }
}
