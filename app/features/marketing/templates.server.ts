// The example screenplays of /templates: Fountain files in content/templates, laid out by the
// screenplay engine (the same paginator as the PDF), and split into scenes for "Start from this example".
import templates from "#content/templates.json" with { type: "json" };
import { paginate, parseFountain } from "#screenplay/index.ts";
import type { DrawLine } from "#app/features/screenplay-editor/page-view";
import type { ScenePayload, TemplatePage, TemplateView } from "./template-types";

type TemplateMeta = {
  slug: string;
  file: string;
  title: string;
  logline: string;
  genre: string;
  description: string;
  extras?: { scene: number; element: Record<string, unknown> }[];
};

const sources = import.meta.glob<string>("/content/templates/*.fountain", {
  query: "?raw",
  import: "default",
  eager: true,
});

const HEADING = /^(INT|EXT|EST|INT\.\/EXT|I\/E)[ .]/i;

/** The scenes a movie started from this example gets: one per scene heading, its text as a text element. */
export function scenesOf(source: string, meta: TemplateMeta): ScenePayload[] {
  const body = source.replace(/^[\s\S]*?\n\n(?=[A-Z.])/, (head) =>
    head.includes(":") ? "" : head,
  );
  const scenes: ScenePayload[] = [];
  let current: { heading: string; lines: string[] } | null = null;
  for (const line of body.split("\n")) {
    if (HEADING.test(line.trim())) {
      if (current) scenes.push(toScene(current, scenes.length));
      current = { heading: line.trim(), lines: [] };
    } else if (current) {
      current.lines.push(line);
    }
  }
  if (current) scenes.push(toScene(current, scenes.length));
  for (const extra of meta.extras ?? []) {
    const scene = scenes[extra.scene];
    if (scene)
      scene.elements.push({
        id: `extra-${extra.scene}-${scene.elements.length}`,
        ...extra.element,
      });
  }
  return scenes;
}

function toScene(scene: { heading: string; lines: string[] }, index: number): ScenePayload {
  const match = /^(?:INT\.\/EXT|INT|EXT|EST|I\/E)[ .]+(.*?)(?:\s+-\s+(.*))?$/i.exec(scene.heading);
  const text = scene.lines
    .join("\n")
    .replace(/^(FADE IN:|FADE OUT\.|THE END)\s*$/gm, "")
    .trim();
  return {
    title: scene.heading,
    sceneNumber: index + 1,
    location: match?.[1]?.trim() || undefined,
    timeOfDay: match?.[2]?.trim().toLowerCase() || undefined,
    elements: [
      {
        id: `text-${index + 1}`,
        elementType: "text",
        content: { text: `${scene.heading}\n\n${text}` },
      },
    ],
  };
}

export function templateViews(): TemplateView[] {
  return (templates as TemplateMeta[]).map((meta) => {
    const source = sources[`/content/templates/${meta.file}`];
    if (source === undefined) throw new Error(`content/templates/${meta.file} is missing`);
    const layout = paginate(parseFountain(source));
    const pages: TemplatePage[] = [];
    // The title page is left out of the preview: the pages of the story are the point.
    for (const page of layout.pages)
      pages.push({ label: page.label, lines: page.lines.map(simplify) });
    return {
      slug: meta.slug,
      title: meta.title,
      logline: meta.logline,
      genre: meta.genre,
      description: meta.description,
      author: /^Author:\s*(.+)$/m.exec(source)?.[1]?.trim() ?? "",
      geometry: {
        widthIn: layout.geometry.widthIn,
        heightIn: layout.geometry.heightIn,
        topIn: layout.geometry.topIn,
        lineHeightIn: layout.geometry.lineHeightIn,
      },
      pages,
      scenes: scenesOf(source, meta),
    };
  });
}

// Only what the page drawing needs, and no `false` flags: this goes into the page's data.
function simplify(line: {
  x: number;
  y: number;
  text: string;
  kind: string;
  runs?: { text: string; bold?: boolean; italic?: boolean; underline?: boolean }[];
}): DrawLine {
  return {
    x: line.x,
    y: line.y,
    text: line.text,
    kind: line.kind,
    runs: line.runs?.map((r) => ({
      text: r.text,
      bold: r.bold || undefined,
      italic: r.italic || undefined,
      underline: r.underline || undefined,
    })),
  };
}
