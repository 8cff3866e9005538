import type { UserData } from "./collect-user-data.ts";
import { exportCoverage, type Coverage } from "./export-coverage.ts";

// Where each thing sits inside the ZIP of "Download my data", and the README that explains it.
// Pure: the job (build-export.ts) streams the bytes into these paths.

const slug = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "")
    .toLowerCase();

// "movies/01-grandma-s-crossing": numbered in the order they were made, readable, unique.
export function movieFolder(index: number, title: string): string {
  return `movies/${String(index + 1).padStart(2, "0")}-${slug(title) || "movie"}`;
}

// "media/<object id>-<the file's own name>": the id is what scenes refer to (/media/<id>).
export function mediaPath(objectId: string, filename: string): string {
  const dot = filename.lastIndexOf(".");
  const extension =
    dot > 0
      ? filename
          .slice(dot + 1)
          .replace(/[^A-Za-z0-9]/g, "")
          .slice(0, 8)
      : "";
  const name = slug(dot > 0 ? filename.slice(0, dot) : filename) || "file";
  return `media/${objectId}-${name}${extension ? `.${extension.toLowerCase()}` : ""}`;
}

export function versionPath(folder: string, index: number, kind: string, createdAt: Date): string {
  const stamp = createdAt.toISOString().replace(/[:.]/g, "-");
  return `${folder}/screenplay/versions/${String(index + 1).padStart(3, "0")}-${stamp}-${slug(kind)}.json`;
}

export const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

export function readme(data: UserData, generatedAt: Date, missingMedia: string[]): string {
  const lines = [
    "LIFESCRIPT: EVERYTHING YOU WROTE",
    "================================",
    "",
    `Made on ${generatedAt.toISOString()} for ${data.account?.email ?? "your account"}.`,
    "",
    "What is inside",
    "--------------",
    "account.json            Your name, email address and when you joined; your answers",
    "                        about the co-writer and cookies, your plan, how and where you",
    "                        are signed in, and when you downloaded your data.",
    "imports.json            Your imports of Instagram, Facebook, X, Google Photos or",
    "                        Day One archives: each one's report, every item it found, and",
    "                        which of them became scenes.",
    "interviews.json         Your memory interviews: each question asked, your answer, and",
    "                        the scenes it proposed (kept or not).",
    "movies/NN-title/        One folder per movie:",
    "  movie.json              The movie (title, description, genre, status, cover).",
    "  scenes.json             Its scenes in order, with every element (text, photos, videos,",
    "                          GIFs, quotes, calendar events, emotions).",
    "  characters.json         Its characters.",
    "  development-cards.json  Its development cards (logline, theme, world, ...).",
    "  beat-board.json         Which scenes sit on which beat.",
    "  share-links.json        The links you made to share the screenplay.",
    "  comments.json           What readers said through those links, what the people you",
    "                          share it with said in the app, and your replies.",
    "  screenplay/             The screenplay: screenplay.json (as stored), the same as",
    "                          PDF, Fountain (plain text, opens in any screenwriting app)",
    "                          and FDX (Final Draft), and every saved version under",
    "                          versions/, oldest first; production.json when it is",
    "                          in production (its locked pages and coloured revisions).",
    "media/                  Your photos and videos as you uploaded them (photos without",
    "                        their location). Scenes refer to them as /media/<id>; the file",
    "                        here starts with that id.",
    "voice/                  Your voice dictations: transcriptions.json holds the text of",
    "                        each one (the audio itself is deleted once transcribed), and",
    "                        recordings.json what was recorded and when.",
    "drafts.json             Scenes you started and did not save yet, and what your devices",
    "                        kept for working offline (offlineCache).",
    "",
    "The JSON files are plain text: open them with any text editor.",
    "",
    ...everythingWeKeep(),
    "",
    "In numbers",
    "----------",
    `Movies: ${data.movies.length}`,
    `Scenes: ${data.scenes.length}`,
    `Characters: ${data.characters.length}`,
    `Development cards: ${data.developmentCards.length}`,
    `Screenplays: ${data.screenplays.length} (${data.screenplayVersions.length} saved versions)`,
    `Photos and videos: ${data.media.length - missingMedia.length}`,
    `Voice dictations: ${data.transcriptions.length}`,
    `Imports: ${data.imports.length}`,
  ];
  if (missingMedia.length > 0) {
    lines.push(
      "",
      "Files we could not find",
      "-----------------------",
      "These uploads are listed in your scenes but their bytes were missing from storage:",
      ...missingMedia.map((name) => `  ${name}`),
    );
  }
  lines.push("", "Lifescript", "");
  return lines.join("\n");
}

// Every kind of data Lifescript keeps about a person, and where this ZIP holds it (or why not).
function everythingWeKeep(): string[] {
  const lines = ["Everything we keep about you", "----------------------------"];
  for (const entry of Object.values(exportCoverage) as Coverage[]) {
    const where = "file" in entry ? `in ${entry.file}` : `not in this ZIP: ${entry.leftOut}`;
    lines.push(`- ${capitalise(entry.keeps)}: ${where}.`);
  }
  lines.push(
    "",
    "Besides these, mail we send you waits in our outbox only until it is sent (7 days at most),",
    "and our logs name no person. Deleting your account deletes all of the above.",
  );
  return lines;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
