import { useMemo } from "react";
import type { ScreenplayDocument } from "#screenplay/index.ts";
import { readingBlocks } from "#screenplay/reading.ts";
import TableReadBar from "#app/features/table-read/table-read-bar";

// The table read of the document being written: its reading blocks (as the reading preview
// shows them, so the highlighted block is the one read). Loaded when first opened.
export default function TableReadPreview({
  doc,
  autoContd,
  ...bar
}: {
  doc: ScreenplayDocument;
  autoContd: boolean;
  storageKey: string;
  onCurrent: (block: number | null) => void;
  onClose: () => void;
  className?: string;
}) {
  const blocks = useMemo(() => readingBlocks(doc, { autoContd }), [doc, autoContd]);
  return <TableReadBar blocks={blocks} {...bar} />;
}
