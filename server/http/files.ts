import type { Context } from "hono";
import { fileOptionsSchema } from "#contracts/screenplay.ts";
import type { AppEnv } from "../context.ts";
import type { FileOptions, ScreenplayFile } from "../domain/screenplay/screenplay-files.ts";
import { AppError } from "../errors.ts";

// HTTP helpers for the routes that answer with a file: the owner's downloads (screenplay.handlers)
// and the shared PDF (share-links.handlers).

// The print options of a download, from its query
// (?paper=a4&sceneNumbers=1&autoContd=0&markInvented=0).
export function fileOptions(query: Record<string, string>): FileOptions {
  const parsed = fileOptionsSchema.safeParse(query);
  if (!parsed.success) throw AppError.fromZod(parsed.error, "query");
  const { paper, sceneNumbers, autoContd, markInvented, revision, revisedOnly } = parsed.data;
  return {
    paper,
    sceneNumbers: sceneNumbers === "1" || sceneNumbers === "true",
    autoContd: autoContd !== "0" && autoContd !== "false",
    markInvented: markInvented !== "0" && markInvented !== "false",
    revision,
    revisedOnly: revisedOnly === "1" || revisedOnly === "true",
  };
}

// Content-Length lets the app show a download's progress.
export function sendFile(
  c: Context<AppEnv>,
  file: ScreenplayFile,
  extra: Record<string, string> = {},
) {
  const bytes = typeof file.bytes === "string" ? new TextEncoder().encode(file.bytes) : file.bytes;
  return c.body(new Uint8Array(bytes), 200, {
    "Content-Type": file.contentType,
    "Content-Length": String(bytes.byteLength),
    "Content-Disposition": `attachment; filename="${file.filename}"`,
    "Cache-Control": "private, no-store",
    ...extra,
  });
}
