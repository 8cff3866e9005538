import { reactionEmoji, reactionLabel, type Reaction } from "#contracts/share-comments.ts";
import { COMMENT_DIGEST_SETTING_LABEL } from "#contracts/comment-digest.ts";
import { countOf } from "#contracts/plural.ts";
import { mailName } from "./mail-name.ts";
import { escapeHtml, layout } from "./templates.ts";

// The daily mail of what readers said on the writer's shared screenplays. Readers are strangers
// to us: their names pass through mailName, and their words are cut short, kept on one line and
// escaped in the HTML part, so a comment cannot pose as part of our message.

export type DigestComment = {
  authorName: string;
  kind: "comment" | "reaction";
  body: string | null;
  reaction: Reaction | null;
  quote: string | null;
  // 0-based index into the screenplay's scenes (shown 1-based).
  sceneIndex: number | null;
  isReply: boolean;
};
export type DigestMovie = { movieId: string; title: string; comments: DigestComment[] };

// A movie shows this many comments; the rest are counted ("and 4 more").
export const DIGEST_COMMENTS_PER_MOVIE = 20;
const BODY_CHARS = 300;
const QUOTE_CHARS = 80;

export const editorUrl = (baseUrl: string, movieId: string) =>
  `${baseUrl}/app/develop/Movie/advanced/${movieId}`;
export const accountUrl = (baseUrl: string) => `${baseUrl}/app/account`;

function oneLine(words: string, max: number): string {
  const flat = words.replace(/\s+/g, " ").trim();
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join("")}…`;
}

// One comment as a sentence: who, on which words or scene, and what they said.
export function describeComment(comment: DigestComment): string {
  const who = mailName(comment.authorName) ?? "A reader";
  const scene = comment.sceneIndex === null ? null : `scene ${comment.sceneIndex + 1}`;
  if (comment.kind === "reaction" && comment.reaction) {
    const reaction = `${reactionEmoji[comment.reaction]} ${reactionLabel[comment.reaction]}`;
    return `${who} reacted ${reaction}${scene ? ` to ${scene}` : ""}.`;
  }
  const said = `“${oneLine(comment.body ?? "", BODY_CHARS)}”`;
  if (comment.isReply) return `${who} replied: ${said}`;
  if (comment.quote) return `${who} on “${oneLine(comment.quote, QUOTE_CHARS)}”: ${said}`;
  return scene ? `${who} on ${scene}: ${said}` : `${who}: ${said}`;
}

// "2 new comments and 1 reaction"
function howMany(comments: DigestComment[]): string {
  const reactions = comments.filter((c) => c.kind === "reaction").length;
  const said = comments.length - reactions;
  const parts = [
    ...(said > 0 ? [countOf(said, "new comment", "new comments")] : []),
    ...(reactions > 0
      ? [
          countOf(
            reactions,
            said > 0 ? "reaction" : "new reaction",
            said > 0 ? "reactions" : "new reactions",
          ),
        ]
      : []),
  ];
  return parts.join(" and ");
}

export function commentDigestMail(input: {
  writerName: string | null;
  movies: DigestMovie[];
  baseUrl: string;
}) {
  const { movies, baseUrl } = input;
  const shown = mailName(input.writerName);
  const greeting = shown ? `Hi ${shown},` : "Hi,";
  const what = howMany(movies.flatMap((movie) => movie.comments));
  const subject =
    movies.length === 1
      ? `${what} on “${oneLine(movies[0]!.title, 60)}”`
      : `${what} on your shared screenplays`;
  const stop = `You get this mail at most once a day, when readers have said something new. To stop it, turn off “${COMMENT_DIGEST_SETTING_LABEL}” on your account page: ${accountUrl(baseUrl)}`;

  const textMovies = movies.map((movie) => {
    const listed = movie.comments.slice(0, DIGEST_COMMENTS_PER_MOVIE);
    const more = movie.comments.length - listed.length;
    return [
      movie.title,
      ...listed.map((c) => `  - ${describeComment(c)}`),
      ...(more > 0 ? [`  … and ${more} more`] : []),
      `  Read and answer them: ${editorUrl(baseUrl, movie.movieId)}`,
    ].join("\n");
  });
  const text = `${greeting}\n\nYour readers left ${what} on your shared screenplays.\n\n${textMovies.join("\n\n")}\n\n${stop}\n\nLifescript`;

  const htmlMovies = movies.map((movie) => {
    const listed = movie.comments.slice(0, DIGEST_COMMENTS_PER_MOVIE);
    const more = movie.comments.length - listed.length;
    const lines = listed.map((c) => `• ${escapeHtml(describeComment(c))}`);
    if (more > 0) lines.push(`… and ${more} more`);
    const href = escapeHtml(editorUrl(baseUrl, movie.movieId));
    lines.push(`<a href="${href}" style="color:#b4472f">Read and answer them</a>`);
    return `<strong>${escapeHtml(movie.title)}</strong><br>${lines.join("<br>")}`;
  });
  const accountLink = `<a href="${escapeHtml(accountUrl(baseUrl))}" style="color:#6b5f58">your account page</a>`;
  const html = layout(
    "What your readers said",
    `${escapeHtml(greeting)} your readers left ${what} on your shared screenplays.<br><br>${htmlMovies.join("<br><br>")}<br><br><span style="font-size:13px;color:#6b5f58">You get this mail at most once a day, when readers have said something new. To stop it, turn off “${escapeHtml(COMMENT_DIGEST_SETTING_LABEL)}” on ${accountLink}.</span>`,
    {
      href: movies.length === 1 ? editorUrl(baseUrl, movies[0]!.movieId) : `${baseUrl}/app/movies`,
      label: movies.length === 1 ? "Open the screenplay" : "Open Lifescript",
    },
  );
  return { subject, text, html };
}
