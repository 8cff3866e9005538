// Where the composer's draft of a movie lives on the server (spec section 7): one per person and
// movie, last write wins. The capture feature's drafts API and the sync both send there.
export const draftUrl = (movieId: string) =>
  `/api/drafts/scene?movieId=${encodeURIComponent(movieId)}`;
