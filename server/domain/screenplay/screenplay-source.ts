import { parseFountain, type ScreenplayDocument } from "./engine.ts";

// A screenplay as it can be handed to a worker thread: the stored text and title page (a string
// crosses threads far cheaper than a parsed document), or a draft's document compiled from scenes.
export type ScreenplaySource =
  | { fountain: string; titlePage: ScreenplayDocument["titlePage"] }
  | { document: ScreenplayDocument };

// The stored document: its title page form wins over a title page typed in the text.
export function documentOfSource(source: ScreenplaySource): ScreenplayDocument {
  if ("document" in source) return source.document;
  const parsed = parseFountain(source.fountain);
  return {
    titlePage: source.titlePage.entries.length > 0 ? source.titlePage : parsed.titlePage,
    elements: parsed.elements,
  };
}
