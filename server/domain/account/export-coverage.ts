// Every table that keeps rows about a person (it has a user_id column, or is the account itself),
// and what "Download my data" does with it: the file that holds it, or why it stays out (a key
// that would let anyone holding the ZIP sign in as you is never written into it). The README of
// the export lists every line of this, so a person reads everything we keep about them; a test
// fails when a table with a user_id column is missing here.

export type Coverage = { file: string; keeps: string } | { leftOut: string; keeps: string };

export const exportCoverage = {
  user: {
    file: "account.json",
    keeps: "your name, email address, phone number and when you joined",
  },
  movies: { file: "movies/NN-title/movie.json", keeps: "your movies" },
  scenes: { file: "movies/NN-title/scenes.json", keeps: "their scenes and every element in them" },
  characters: { file: "movies/NN-title/characters.json", keeps: "their characters" },
  category_elements: {
    file: "movies/NN-title/development-cards.json",
    keeps: "their development cards",
  },
  beat_boards: { file: "movies/NN-title/beat-board.json", keeps: "their beat boards" },
  screenplays: { file: "movies/NN-title/screenplay/", keeps: "their screenplays" },
  screenplay_versions: {
    file: "movies/NN-title/screenplay/versions/",
    keeps: "every saved version of a screenplay",
  },
  screenplay_locks: {
    file: "movies/NN-title/screenplay/production.json (lock)",
    keeps: "where a locked screenplay's pages start and its scene numbers",
  },
  screenplay_revisions: {
    file: "movies/NN-title/screenplay/production.json (revisions)",
    keeps: "a screenplay's coloured revisions and the versions they started from",
  },
  share_links: { file: "movies/NN-title/share-links.json", keeps: "the links you made to share" },
  movie_collaborators: {
    file: "account.json (sharedMovies)",
    keeps: "the people you shared your movies with, their roles, and the movies shared with you",
  },
  live_documents: {
    leftOut:
      "it is the screenplay's internal state while people write it together; the screenplay itself is in the movie's screenplay/ folder",
    keeps: "where a screenplay written together stands",
  },
  share_comments: {
    file: "movies/NN-title/comments.json",
    keeps:
      "the comments and reactions readers left through your links, the comments of the people you share a movie with, and yours",
  },
  comment_digest_settings: {
    file: "account.json (commentDigest)",
    keeps: "whether we mail you a daily summary of new comments",
  },
  media_assets: { file: "media/", keeps: "your photos and videos" },
  recordings: { file: "voice/recordings.json", keeps: "what you dictated and when" },
  transcriptions: { file: "voice/transcriptions.json", keeps: "the text of your dictations" },
  voice_consents: { file: "drafts.json (voiceConsent)", keeps: "your answer about dictation" },
  scene_drafts: { file: "drafts.json (scenes)", keeps: "scenes you started and did not save" },
  action_sheet_drafts: {
    file: "drafts.json (actionSheet)",
    keeps: "what you were adding to a scene",
  },
  cache_entries: {
    file: "drafts.json (offlineCache)",
    keeps: "what your devices kept for working offline",
  },
  imports: {
    file: "imports.json",
    keeps: "your imports of social media archives and their reports",
  },
  import_items: {
    file: "imports.json (items)",
    keeps: "the posts, tweets, photos and entries each import found",
  },
  imported_fingerprints: {
    file: "imports.json (imported)",
    keeps: "which imported items became scenes, so that none is imported twice",
  },
  interviews: {
    file: "interviews.json",
    keeps: "your memory interviews: the questions asked, your answers and the scenes they proposed",
  },
  cowriter_consents: {
    file: "account.json (cowriterConsent)",
    keeps: "your answer about the co-writer and the service it sends your text to",
  },
  subscriptions: { file: "account.json (subscription)", keeps: "your plan and its renewal" },
  billing_events: {
    file: "account.json (billingEvents)",
    keeps: "the payment events we received for your plan",
  },
  consent_choices: {
    file: "account.json (cookieChoices)",
    keeps: "your cookie choices on each device",
  },
  session: {
    file: "account.json (sessions)",
    keeps: "the devices signed in: when, from which address and browser (not their keys)",
  },
  account: {
    file: "account.json (signInMethods)",
    keeps: "how you sign in (password, Google, ...), without the password or the provider's keys",
  },
  two_factor: {
    leftOut:
      "its secret and backup codes would let anyone holding the ZIP pass your two-step sign-in; account.json says whether it is on",
    keeps: "your two-step sign-in",
  },
  account_exports: {
    file: "account.json (exports)",
    keeps: "when you downloaded your data",
  },
  keepsake_books: {
    file: "account.json (keepsakeBooks)",
    keeps: "the keepsake books you made and their dedications",
  },
  guest_links: {
    file: "account.json (guestSessions)",
    keeps: "the guest sessions whose movies moved to your account when you signed up",
  },
} as const satisfies Record<string, Coverage>;
