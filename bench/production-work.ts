import { lockLayout, paginate, paginateProduction, parseFountain } from "../screenplay/index.ts";

// A script in production, for `npm run bench`: locked as given, then worked in a Blue revision
// (a few words added to every twentieth line of text). The measured work is what a download of
// the marked PDF pays before drawing: parse the current text, lay it out against the lock, and
// mark what Blue changed. The locked text is parsed once, as the server parses each version once.
export function productionWork(text: string): () => void {
  const locked = parseFountain(text);
  const lock = { doc: locked, layout: lockLayout(locked, paginate(locked, { withSources: true })) };
  let n = 0;
  const now = text
    .split("\n")
    .map((line) =>
      /^[a-z].*[.!?]$/i.test(line) && n++ % 20 === 0 ? `${line} Then silence.` : line,
    )
    .join("\n");
  const revisions = {
    sets: [
      { index: 0, date: "2025-03-01" },
      { index: 1, date: "2025-03-04", doc: locked },
    ],
    upTo: 1,
  };
  return () => {
    paginateProduction(parseFountain(now), { lock, revisions });
  };
}
