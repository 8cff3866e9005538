import { createRoute, z } from "@hono/zod-openapi";
import {
  compileRequestSchema,
  compileResultSchema,
  fileOptionsSchema,
  importRequestSchema,
  screenplaySaveSchema,
  screenplaySchema,
  screenplayVersionSchema,
  screenplayVersionSummarySchema,
  titlePageSaveSchema,
  scriptStatisticsSchema,
  versionNameFormSchema,
} from "#contracts/screenplay.ts";
import { planFeatureResponse } from "../plan-limit-response.ts";
import { authed, errorResponse, errorSchema, idParam, jsonBody, jsonResponse } from "../openapi.ts";

const screenplay = screenplaySchema.openapi("Screenplay");
const movieParams = idParam("movieId");
const versionParams = idParam("movieId", "versionId");
const tags = ["screenplay"];

export const getScreenplayRoute = createRoute({
  method: "get",
  path: "/api/movies/{movieId}/screenplay",
  tags,
  ...authed,
  summary: "The movie's screenplay document (empty, version 0, before the first save or compile)",
  request: { params: movieParams },
  responses: {
    200: jsonResponse(screenplay, "The document"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
  },
});

export const saveScreenplayRoute = createRoute({
  method: "put",
  path: "/api/movies/{movieId}/screenplay",
  tags,
  ...authed,
  summary: "Save the document (autosave, or a named save that becomes a version)",
  description:
    "`fountain` is the body of the script; `titlePage` the title page form (left as it is when omitted). Send the version you loaded (0 for a movie without a document); a stale one answers 409.",
  request: { params: movieParams, body: jsonBody(screenplaySaveSchema.openapi("ScreenplaySave")) },
  responses: {
    200: jsonResponse(screenplay, "Saved"),
    400: errorResponse("Invalid payload"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
    409: errorResponse("Stale version: reload and try again"),
  },
});

export const saveTitlePageRoute = createRoute({
  method: "put",
  path: "/api/movies/{movieId}/screenplay/title-page",
  tags,
  ...authed,
  summary: "Save the title page alone (editor or owner), leaving the text as it is",
  description:
    "For a screenplay written together, whose text is edited live. Send the document's version you last read; a stale one answers 409 with `currentVersion`.",
  request: {
    params: movieParams,
    body: jsonBody(titlePageSaveSchema.openapi("TitlePageSave")),
  },
  responses: {
    200: jsonResponse(screenplay, "Saved"),
    400: errorResponse("Invalid payload"),
    401: errorResponse("No session"),
    403: errorResponse("The movie is shared with this person to read (read_only)"),
    404: errorResponse("No such movie for this user"),
    409: errorResponse("Stale version, or no screenplay yet"),
  },
});

export const compileScreenplayRoute = createRoute({
  method: "post",
  path: "/api/movies/{movieId}/screenplay/compile",
  tags,
  ...authed,
  summary: "Write the screenplay from the captured scenes, characters, logline, theme and beats",
  description:
    "Every compile is a version. When the writer has edited the document since the last compile, the answer is 409 with code `would_overwrite` unless `force` is true (then the edited text is kept in the history first).",
  request: {
    params: movieParams,
    body: {
      required: false,
      content: { "application/json": { schema: compileRequestSchema.openapi("CompileRequest") } },
    },
  },
  responses: {
    200: jsonResponse(compileResultSchema.openapi("CompileResult"), "Compiled"),
    400: errorResponse("Invalid payload"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
    409: {
      description: "`would_overwrite`: the document was edited since the last compile",
      content: { "application/json": { schema: errorSchema } },
    },
  },
});

export const listVersionsRoute = createRoute({
  method: "get",
  path: "/api/movies/{movieId}/screenplay/versions",
  tags,
  ...authed,
  summary: "The document's history, newest first (without the text)",
  request: { params: movieParams },
  responses: {
    200: jsonResponse(
      z.array(screenplayVersionSummarySchema.openapi("ScreenplayVersionSummary")),
      "Versions",
    ),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
  },
});

export const nameVersionRoute = createRoute({
  method: "post",
  path: "/api/movies/{movieId}/screenplay/versions",
  tags,
  ...authed,
  summary: "Keep the screenplay as it stands now as a named version (the text is the server's)",
  request: {
    params: movieParams,
    body: jsonBody(versionNameFormSchema.openapi("VersionName")),
  },
  responses: {
    201: jsonResponse(screenplayVersionSummarySchema, "The version kept"),
    400: errorResponse("No name, or a name too long"),
    401: errorResponse("No session"),
    403: errorResponse("`read_only`: the movie is shared with the caller to read"),
    404: errorResponse("No such movie for this user, or no screenplay yet"),
  },
});

export const getVersionRoute = createRoute({
  method: "get",
  path: "/api/movies/{movieId}/screenplay/versions/{versionId}",
  tags,
  ...authed,
  summary: "One version with its text",
  request: { params: versionParams },
  responses: {
    200: jsonResponse(screenplayVersionSchema.openapi("ScreenplayVersion"), "The version"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie or version for this user"),
  },
});

export const restoreVersionRoute = createRoute({
  method: "post",
  path: "/api/movies/{movieId}/screenplay/versions/{versionId}/restore",
  tags,
  ...authed,
  summary: "Make a version the document again (the current text is kept in the history first)",
  request: { params: versionParams },
  responses: {
    200: jsonResponse(screenplay, "Restored"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie or version for this user"),
  },
});

export const statisticsRoute = createRoute({
  method: "get",
  path: "/api/movies/{movieId}/screenplay/stats",
  tags,
  ...authed,
  summary: "Pages, scenes, characters, settings and running time, from the engine",
  request: { params: movieParams, query: fileOptionsSchema },
  responses: {
    200: jsonResponse(scriptStatisticsSchema.openapi("ScriptStatistics"), "Statistics"),
    400: errorResponse("Invalid query"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
  },
});

// Plain routes (binary answers, multipart body), documented here.

const fileDoc = (
  extension: string,
  type: string,
  what: string,
  extra: Record<number, ReturnType<typeof errorResponse>> = {},
) => ({
  method: "get" as const,
  path: `/api/movies/{movieId}/screenplay.${extension}`,
  tags,
  ...authed,
  summary: `Download the screenplay as ${what}`,
  description:
    "The stored document, or (before the first compile or save) a draft compiled from the captured scenes. `paper=a4` and `sceneNumbers=1` change the layout (PDF). `autoContd=0` turns off Final Draft's automatic character continueds (NAME (CONT'D) when a character speaks again after action): in the PDF, and in the FDX's print setting. `markInvented=0` leaves out the PDF's marks of invented dialogue (a † beside each line the co-writer wrote, ending in the note [[invented]], and their count on the title page; on by default); the FDX always carries them as Final Draft script notes, never as printed text.",
  request: { params: movieParams, query: fileOptionsSchema },
  responses: {
    200: {
      description: `${what}, as an attachment named after the movie`,
      content: { [type]: { schema: z.string().openapi({ format: "binary" }) } },
    },
    400: errorResponse("Invalid query"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
    ...extra,
  },
});

export const pdfPathDoc = fileDoc("pdf", "application/pdf", "PDF");
export const fdxPathDoc = fileDoc("fdx", "application/xml", "Final Draft (FDX)", {
  402: planFeatureResponse("Final Draft (FDX) export"),
});
export const fountainPathDoc = fileDoc("fountain", "text/plain", "Fountain");

export const importPathDoc = {
  method: "post" as const,
  path: "/api/movies/{movieId}/screenplay/import",
  tags,
  ...authed,
  summary: "Import a .fountain or .fdx file as the movie's screenplay",
  description:
    "Multipart with a `file` field, or JSON {filename, content}. 2 MB at most. The text there before is kept in the history; the import is a version.",
  request: {
    params: movieParams,
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({ file: z.string().openapi({ format: "binary" }) }),
        },
        "application/json": { schema: importRequestSchema.openapi("ScreenplayImport") },
      },
    },
  },
  responses: {
    200: jsonResponse(screenplay, "Imported"),
    400: errorResponse("Not a readable Fountain or FDX file: the engine's message"),
    401: errorResponse("No session"),
    404: errorResponse("No such movie for this user"),
    413: errorResponse("Larger than 2 MB"),
    415: errorResponse("Neither .fountain nor .fdx"),
  },
};
