import type { ImportItem } from "#contracts/imports.ts";

// A preview item as GET /api/imports/{id} answers it, for the import page's unit tests (only
// they import it): an Instagram post with its id for text, no place, no media, not imported before.
export function importItem(
  id: string,
  date: string | null,
  extra: Partial<ImportItem> = {},
): ImportItem {
  return {
    id,
    source: "instagram",
    date,
    text: `text ${id}`,
    place: null,
    media: [],
    alreadyImported: false,
    ...extra,
  };
}
