import type { DrawLine } from "#app/features/screenplay-editor/page-view";

// A page of an example as the engine's paginator placed it (page number line included).
export type TemplatePage = { label: string | null; lines: DrawLine[] };

export type ScenePayload = {
  title: string;
  sceneNumber: number;
  location?: string;
  timeOfDay?: string;
  elements: ({ id: string } & Record<string, unknown>)[];
};

export type TemplateView = {
  slug: string;
  title: string;
  logline: string;
  genre: string;
  description: string;
  author: string;
  geometry: { widthIn: number; heightIn: number; topIn: number; lineHeightIn: number };
  pages: TemplatePage[];
  scenes: ScenePayload[];
};
