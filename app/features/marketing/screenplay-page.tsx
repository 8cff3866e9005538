import { PageCard } from "#app/features/screenplay-editor/page-view";
import type { TemplatePage, TemplateView } from "./template-types";

// A page of an example screenplay, drawn like the editor's preview and the PDF.
export function ScreenplayPage({
  page,
  geometry,
}: {
  page: TemplatePage;
  geometry: TemplateView["geometry"];
}) {
  return (
    <PageCard
      lines={page.lines}
      geometry={geometry}
      label={page.label ? `Page ${page.label.replace(/\.$/, "")}` : "Page 1"}
    />
  );
}
