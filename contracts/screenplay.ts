import { z } from "./zod.ts";
import { line, rowVersion, text } from "./input-rules.ts";
import { beatStructures } from "./development-catalogue.ts";

// The screenplay document of a movie, its versions, its beat board and its files.

// Five times a feature film (Big Fish is about 200,000 characters): no real script meets it, and
// the work a hostile text can cause stays bounded (decision 0013).
export const FOUNTAIN_MAX_CHARS = 1_000_000;

export const titlePageSchema = z.object({
  entries: z
    .array(
      z.object({
        key: line({ error: "A title page entry needs a key" })
          .trim()
          .min(1, "A title page entry needs a key")
          .max(100),
        values: z.array(text().max(2_000)).max(50),
      }),
    )
    .max(50, "A title page has at most 50 entries"),
});
export type TitlePageData = z.infer<typeof titlePageSchema>;

export const screenplaySchema = z.object({
  movieId: z.string(),
  fountain: z.string(),
  titlePage: titlePageSchema,
  // 0 while the movie has no document yet; send it back on the first save.
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  lastCompiledAt: z.string().nullable(),
  // True when the text differs from what the last compile wrote: compiling again would overwrite it.
  editedSinceCompile: z.boolean(),
});
export type Screenplay = z.infer<typeof screenplaySchema>;

// The name of a saved version, as "Save a version" asks for it and the server checks it.
export const versionNameSchema = line()
  .trim()
  .min(1, "Name this version, e.g. “Before the rewrite of act two”.")
  .max(200, "Keep the name under 200 characters.");
export const versionNameFormSchema = z.object({ name: versionNameSchema });

export const screenplaySaveSchema = z.object({
  fountain: text({ error: "fountain is required" }).max(
    FOUNTAIN_MAX_CHARS,
    "The screenplay is too long (1,000,000 characters at most; a feature film is about 200,000)",
  ),
  titlePage: titlePageSchema.optional(),
  version: rowVersion(0, "version must be a whole number"),
  // A named save also becomes a version in the history.
  name: versionNameSchema.optional(),
});
export type ScreenplaySave = z.infer<typeof screenplaySaveSchema>;

// The title page alone, for a screenplay written together: its text is edited live, the title
// page is saved on its own. The version is the document's, as the whole save sends it.
export const titlePageSaveSchema = z.object({
  titlePage: titlePageSchema,
  version: rowVersion(1, "version must be a whole number"),
});
export type TitlePageSave = z.infer<typeof titlePageSaveSchema>;

export const compileRequestSchema = z.object({
  force: z.boolean({ error: "force must be true or false" }).optional(),
});

// lock: the text as the pages were locked; revision: the text when a coloured revision started;
// merge: the text after a live document took in edits made offline.
export const versionKinds = [
  "compile",
  "save",
  "import",
  "restore",
  "lock",
  "revision",
  "merge",
] as const;
export type VersionKind = (typeof versionKinds)[number];

export const screenplayVersionSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(versionKinds),
  name: z.string().nullable(),
  characters: z.number().int(),
  createdAt: z.string(),
});
export const screenplayVersionSchema = screenplayVersionSummarySchema.extend({
  fountain: z.string(),
  titlePage: titlePageSchema,
});
export type ScreenplayVersionSummary = z.infer<typeof screenplayVersionSummarySchema>;
export type ScreenplayVersion = z.infer<typeof screenplayVersionSchema>;

export const compileResultSchema = z.object({
  screenplay: screenplaySchema,
  versionId: z.string(),
});

export const importRequestSchema = z.object({
  filename: line({ error: "filename is required" }).trim().min(1, "filename is required").max(255),
  // A file's content: not cleaned here, the import refuses a NUL as the mark of a binary file.
  content: z.string({ error: "content is required" }),
});

export const characterStatsSchema = z.object({
  name: z.string(),
  speeches: z.number().int(),
  dialogueLines: z.number().int(),
});
export const scriptStatisticsSchema = z.object({
  pages: z.number().int(),
  scenes: z.number().int(),
  characters: z.array(characterStatsSchema),
  interior: z.number().int(),
  exterior: z.number().int(),
  interiorExterior: z.number().int(),
  otherSetting: z.number().int(),
  day: z.number().int(),
  night: z.number().int(),
  otherTime: z.number().int(),
  runningTimeMinutes: z.number(),
});

export const fileOptionsSchema = z.object({
  paper: z.enum(["letter", "a4"], { error: "paper must be letter or a4" }).optional(),
  sceneNumbers: z
    .enum(["0", "1", "true", "false"], { error: "sceneNumbers must be 1 or 0" })
    .optional(),
  // Final Draft's automatic character continueds (NAME (CONT'D) when a character speaks again
  // after action); on unless 0.
  autoContd: z.enum(["0", "1", "true", "false"], { error: "autoContd must be 1 or 0" }).optional(),
  // The PDF marks the co-writer's invented dialogue (a † beside it, the count on the title page);
  // on unless 0.
  markInvented: z
    .enum(["0", "1", "true", "false"], { error: "markInvented must be 1 or 0" })
    .optional(),
  // Production (PDF): print revision marks up to this revision ("latest", its number 1, 2 … or
  // its colour, blue, second-blue …), and with revisedOnly=1 only the pages it changed.
  revision: z
    .string()
    .regex(/^(latest|\d{1,3}|[a-z]+(-[a-z]+)?)$/i, "revision must be latest, a number or a colour")
    .optional(),
  revisedOnly: z
    .enum(["0", "1", "true", "false"], { error: "revisedOnly must be 1 or 0" })
    .optional(),
});

// --- beat board ---

export const beatBoardSchema = z.object({
  movieId: z.string(),
  structure: z.enum(beatStructures),
  beats: z.array(
    z.object({
      beatKey: z.string(),
      title: z.string(),
      sceneIds: z.array(z.string()),
    }),
  ),
  // The movie's scenes on no beat, in story order: the compile puts them after the placed ones.
  unplacedSceneIds: z.array(z.string()),
  // 0 until the board is first saved.
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type BeatBoard = z.infer<typeof beatBoardSchema>;

export const beatBoardSaveSchema = z.object({
  structure: z.enum(beatStructures, {
    error: `structure must be one of ${beatStructures.join(", ")}`,
  }),
  beats: z
    .array(
      z.object({
        beatKey: line({ error: "beatKey is required" }),
        sceneIds: z.array(line(), { error: "sceneIds must be a list of scene ids" }),
      }),
      { error: "beats must be a list" },
    )
    .max(50),
  version: rowVersion(0, "version must be a whole number"),
});
export type BeatBoardSave = z.infer<typeof beatBoardSaveSchema>;

// --- the paginated pages, as the PDF draws them ---

export const styleRunSchema = z.object({
  text: z.string(),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  underline: z.boolean().optional(),
});
export const pageLineSchema = z.object({
  x: z.number(),
  y: z.number(),
  text: z.string(),
  runs: z.array(styleRunSchema).optional(),
  kind: z.string(),
  scene: z.number().int(),
  block: z.number().int(),
  column: z.enum(["left", "right"]).optional(),
  // A row of dialogue the co-writer invented ([[invented]]): marked beside it.
  invented: z.literal(true).optional(),
});
export const pageSchema = z.object({
  number: z.number().int(),
  label: z.string().nullable(),
  forced: z.boolean(),
  lines: z.array(pageLineSchema),
});
export const pageGeometrySchema = z.object({
  paper: z.enum(["letter", "a4"]),
  widthIn: z.number(),
  heightIn: z.number(),
  topIn: z.number(),
  lineHeightIn: z.number(),
  charWidthIn: z.number(),
  linesPerPage: z.number().int(),
  fontSizePt: z.number(),
});
export const sceneIndexSchema = z.object({
  index: z.number().int(),
  text: z.string(),
  number: z.string().optional(),
  page: z.number().int(),
});

// --- the script reflowed for reading on a screen (engine `readingBlocks`) ---

const readingLineSchema = z.array(styleRunSchema);
export const readingBlockSchema = z.union([
  z.object({
    kind: z.literal("scene_heading"),
    lines: z.array(readingLineSchema),
    number: z.string().optional(),
  }),
  z.object({
    kind: z.enum(["action", "transition", "centered", "lyrics"]),
    lines: z.array(readingLineSchema),
    spaceBefore: z.number().int().optional(),
  }),
  z.object({
    kind: z.literal("speech"),
    cue: z.string(),
    parts: z.array(
      z.object({
        kind: z.enum(["parenthetical", "dialogue", "lyrics"]),
        lines: z.array(readingLineSchema),
        // Dialogue the co-writer invented, marked for readers.
        invented: z.boolean().optional(),
      }),
    ),
    dual: z.enum(["left", "right"]).optional(),
  }),
]);
export type ReadingBlockDto = z.infer<typeof readingBlockSchema>;

export const sharedScreenplaySchema = z.object({
  title: z.string(),
  author: z.string(),
  // For the page's description and preview card (Open Graph): the movie's description.
  description: z.string().nullable(),
  titlePage: titlePageSchema,
  geometry: pageGeometrySchema,
  // The title page laid out like the PDF's first page, or null when the script has none.
  titlePageLines: z.array(pageLineSchema).nullable(),
  pages: z.array(pageSchema),
  // The same script reflowed to the reader's screen width (a phone's reading view).
  reading: z.array(readingBlockSchema),
  // Where each rendered block comes from in the writer's Fountain text, so that words a reader
  // selects become a comment anchor (contracts/share-comments.ts, `anchor.line`): the 0-based line
  // of the Fountain text the block starts on (a speech: its cue's line; an action paragraph: its
  // first line). `pages[b]` is for the page lines whose `block` is b; `reading[i]` for
  // `reading[i]`. null for a block not written in a Fountain text (a draft compiled from the
  // scenes before the writer's first compile has none yet).
  sourceLines: z.object({
    pages: z.array(z.number().int().min(0).nullable()),
    reading: z.array(z.number().int().min(0).nullable()),
  }),
  scenes: z.array(sceneIndexSchema),
  statistics: scriptStatisticsSchema,
  pdfUrl: z.string(),
  updatedAt: z.string().nullable(),
});
export type SharedScreenplay = z.infer<typeof sharedScreenplaySchema>;
