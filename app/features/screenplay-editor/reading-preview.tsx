import { useMemo } from "react";
import type { ScreenplayDocument } from "#screenplay/index.ts";
import { readingBlocks } from "#screenplay/reading.ts";
import { ReadingView } from "./reading-view";

// The preview's reading view (a phone's): the document being written, reflowed. Its own module,
// loaded when first shown, so a desktop's editor never downloads it.
export default function ReadingPreview({
  doc,
  autoContd,
  current,
  className,
}: {
  doc: ScreenplayDocument;
  autoContd: boolean;
  /** The block being read aloud. */
  current?: number | null;
  className?: string;
}) {
  const blocks = useMemo(() => readingBlocks(doc, { autoContd }), [doc, autoContd]);
  return <ReadingView blocks={blocks} headingLevel={3} current={current} className={className} />;
}
