// Why an archive (or one of its entries) could not be read. The message is written for the person
// who uploaded it: the import job puts it into the import's `error` (the archive is refused) or a
// report line (one entry is skipped), as it is.
export type ArchiveErrorReason =
  | "not_a_zip"
  | "too_many_entries"
  | "too_large"
  | "zip_bomb"
  | "entry_too_large"
  | "damaged"
  | "missing_entry"
  | "unknown_source";

export class ArchiveError extends Error {
  readonly reason: ArchiveErrorReason;
  // The entry concerned, when there is one.
  readonly path: string | undefined;

  constructor(reason: ArchiveErrorReason, message: string, path?: string) {
    super(message);
    this.name = "ArchiveError";
    this.reason = reason;
    this.path = path;
  }
}

export const isArchiveError = (error: unknown): error is ArchiveError =>
  error instanceof ArchiveError;
