export type TemplateLine = {
  x: number;
  y: number;
  text: string;
  kind: string;
  runs?: { text: string; b?: boolean; i?: boolean; u?: boolean }[];
};

export type TemplatePage = { label: string | null; lines: TemplateLine[] };

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
