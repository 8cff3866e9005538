// Production reports (README "Production reports"), read from the pages as printed, so page
// numbers are the locked ones (5A) and lengths are what the page shows:
// - scenes: number, heading, page, length in eighths of a page, speaking characters;
// - characters: scenes they speak in, printed lines of dialogue, speeches, words spoken, first
//   and last page;
// - locations: scenes, pages (eighths added up), day/night, interior/exterior;
// - cast: each scene's speaking parts, the parts numbered by how many scenes they are in.
import type { ScreenplayDocument } from "../types.ts";
import type { Page, PageLine, Pagination } from "../layout/types.ts";
import { plainText } from "../inline.ts";
import { headingParts } from "./heading-parts.ts";

export interface Report {
  title: string;
  columns: Array<{ label: string; width: number; align?: "right" }>;
  rows: string[][];
  /** Lines printed above the table (the cast list's numbers). */
  legend?: string[];
}

export type ReportKind = "scenes" | "characters" | "locations" | "cast";

interface SceneInfo {
  number: string;
  heading: string;
  page: string;
  eighths: number;
  speakers: string[];
  omitted: boolean;
}

const OFF_BODY = new Set([
  "page_number",
  "scene_number",
  "revision_mark",
  "revision_header",
  "more",
]);

function cueName(text: string): string {
  const p = text.indexOf("(");
  return (p === -1 ? text : text.slice(0, p)).replace(/\^$/, "").trim().toUpperCase();
}

function pageName(p: Page): string {
  return p.label ? p.label.replace(/\.$/, "") : String(p.number);
}

/** Eighths as scripts write them: "3/8", "1", "1 5/8". */
export function eighthsText(n: number): string {
  const whole = Math.floor(n / 8);
  const rest = n % 8;
  if (whole === 0) return `${rest}/8`;
  return rest === 0 ? String(whole) : `${whole} ${rest}/8`;
}

function scenesOf(doc: ScreenplayDocument, pagination: Pagination): SceneInfo[] {
  const scenes: SceneInfo[] = [];
  let current: SceneInfo | undefined;
  for (const e of doc.elements) {
    if (e.type === "scene_heading") {
      const omitted = plainText(e.text).trim().toUpperCase() === "OMITTED";
      current = {
        number: e.sceneNumber ?? String(scenes.length + 1),
        heading: plainText(e.text).toUpperCase().replace(/\s+/g, " ").trim(),
        page: "",
        eighths: 0,
        speakers: [],
        omitted,
      };
      scenes.push(current);
    } else if (e.type === "character" && current) {
      const name = cueName(e.name);
      if (!current.speakers.includes(name)) current.speakers.push(name);
    }
  }
  const rowsPerEighth = pagination.geometry.linesPerPage / 8;
  const rows = new Array<number>(scenes.length).fill(0);
  for (const page of pagination.pages) {
    const body = page.lines.filter((l) => !OFF_BODY.has(l.kind) && l.scene >= 0);
    const first = new Map<number, number>();
    const last = new Map<number, number>();
    for (const l of body) {
      if (l.kind === "scene_heading" && scenes[l.scene] && !scenes[l.scene]?.page)
        (scenes[l.scene] as SceneInfo).page = pageName(page);
      first.set(l.scene, Math.min(first.get(l.scene) ?? l.y, l.y));
      last.set(l.scene, Math.max(last.get(l.scene) ?? l.y, l.y));
    }
    for (const [s, y0] of first) rows[s] = (rows[s] ?? 0) + (last.get(s) ?? y0) - y0 + 1;
  }
  scenes.forEach((s, i) => {
    s.eighths = s.omitted ? 0 : Math.max(1, Math.ceil((rows[i] ?? 0) / rowsPerEighth));
  });
  return scenes;
}

export function sceneReport(doc: ScreenplayDocument, pagination: Pagination): Report {
  return {
    title: "Scenes",
    columns: [
      { label: "Scene", width: 6 },
      { label: "Heading", width: 38 },
      { label: "Page", width: 5, align: "right" },
      { label: "Length", width: 7, align: "right" },
      { label: "Characters", width: 40 },
    ],
    rows: scenesOf(doc, pagination).map((s) => [
      s.number,
      s.heading,
      s.page,
      s.omitted ? "" : eighthsText(s.eighths),
      s.speakers.join(", "),
    ]),
  };
}

interface CharacterInfo {
  name: string;
  scenes: Set<number>;
  lines: number;
  speeches: number;
  words: number;
  first: string;
  last: string;
}

export function characterReport(doc: ScreenplayDocument, pagination: Pagination): Report {
  const chars = new Map<string, CharacterInfo>();
  const get = (name: string): CharacterInfo => {
    let c = chars.get(name);
    if (!c) {
      c = { name, scenes: new Set(), lines: 0, speeches: 0, words: 0, first: "", last: "" };
      chars.set(name, c);
    }
    return c;
  };
  let scene = -1;
  let speaker: CharacterInfo | undefined;
  for (const e of doc.elements) {
    if (e.type === "scene_heading") scene++;
    if (e.type === "character") {
      speaker = get(cueName(e.name));
      speaker.speeches++;
      if (scene >= 0) speaker.scenes.add(scene);
    } else if ((e.type === "dialogue" || e.type === "lyrics") && speaker) {
      speaker.words += plainText(e.text)
        .split(/\s+/)
        .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    } else if (e.type !== "parenthetical") speaker = undefined;
  }
  for (const page of pagination.pages) {
    const speakerOf: Record<string, CharacterInfo | undefined> = {};
    for (const l of [...page.lines].sort(byRow)) {
      const col = l.column ?? "single";
      if (l.kind === "character") {
        const c = chars.get(cueName(l.text));
        speakerOf[col] = c;
        if (c) {
          c.first ||= pageName(page);
          c.last = pageName(page);
        }
      } else if ((l.kind === "dialogue" || l.kind === "lyrics") && speakerOf[col]) {
        (speakerOf[col] as CharacterInfo).lines++;
      } else if (l.kind !== "parenthetical" && !OFF_BODY.has(l.kind)) speakerOf[col] = undefined;
    }
  }
  const list = [...chars.values()].sort(
    (a, b) => b.lines - a.lines || b.speeches - a.speeches || a.name.localeCompare(b.name),
  );
  return {
    title: "Characters",
    columns: [
      { label: "Character", width: 26 },
      { label: "Scenes", width: 7, align: "right" },
      { label: "Lines of dialogue", width: 18, align: "right" },
      { label: "Speeches", width: 9, align: "right" },
      { label: "Words", width: 7, align: "right" },
      { label: "First page", width: 11, align: "right" },
      { label: "Last page", width: 10, align: "right" },
    ],
    rows: list.map((c) => [
      c.name,
      String(c.scenes.size),
      String(c.lines),
      String(c.speeches),
      String(c.words),
      c.first,
      c.last,
    ]),
  };
}

function byRow(a: PageLine, b: PageLine): number {
  return a.y - b.y || a.x - b.x;
}

export function locationReport(doc: ScreenplayDocument, pagination: Pagination): Report {
  const places = new Map<
    string,
    { name: string; scenes: number; eighths: number; times: Set<string>; settings: Set<string> }
  >();
  for (const s of scenesOf(doc, pagination)) {
    if (s.omitted) continue;
    const h = headingParts(s.heading);
    const name = h.location || s.heading;
    let p = places.get(name);
    if (!p) {
      p = { name, scenes: 0, eighths: 0, times: new Set(), settings: new Set() };
      places.set(name, p);
    }
    p.scenes++;
    p.eighths += s.eighths;
    p.times.add(h.dayNight || h.time || "—");
    if (h.intExt) p.settings.add(h.intExt);
  }
  const order = (set: Set<string>, first: string[]): string =>
    [...set].sort((a, b) => rank(a, first) - rank(b, first) || a.localeCompare(b)).join(", ");
  return {
    title: "Locations",
    columns: [
      { label: "Location", width: 40 },
      { label: "Scenes", width: 7, align: "right" },
      { label: "Pages", width: 8, align: "right" },
      { label: "Day/night", width: 22 },
      { label: "Int/ext", width: 16 },
    ],
    rows: [...places.values()]
      .sort((a, b) => b.eighths - a.eighths || a.name.localeCompare(b.name))
      .map((p) => [
        p.name,
        String(p.scenes),
        eighthsText(p.eighths),
        order(p.times, ["DAY", "NIGHT"]),
        order(p.settings, ["INT", "EXT", "INT/EXT"]),
      ]),
  };
}

function rank(v: string, first: string[]): number {
  const i = first.indexOf(v);
  return i === -1 ? first.length : i;
}

export function castReport(doc: ScreenplayDocument, pagination: Pagination): Report {
  const scenes = scenesOf(doc, pagination).filter((s) => !s.omitted);
  const count = new Map<string, number>();
  for (const s of scenes) for (const n of s.speakers) count.set(n, (count.get(n) ?? 0) + 1);
  const cast = [...count.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const id = new Map(cast.map(([name], i) => [name, i + 1]));
  return {
    title: "Cast by scene",
    legend: cast.map(([name, n], i) => `${i + 1}. ${name} (${n} ${n === 1 ? "scene" : "scenes"})`),
    columns: [
      { label: "Scene", width: 6 },
      { label: "Page", width: 5, align: "right" },
      { label: "Heading", width: 38 },
      { label: "Cast", width: 14 },
      { label: "Speaking parts", width: 30 },
    ],
    rows: scenes.map((s) => [
      s.number,
      s.page,
      s.heading,
      s.speakers
        .map((n) => id.get(n) as number)
        .sort((a, b) => a - b)
        .join(", "),
      s.speakers.join(", "),
    ]),
  };
}

export function productionReport(
  kind: ReportKind,
  doc: ScreenplayDocument,
  pagination: Pagination,
): Report {
  if (kind === "scenes") return sceneReport(doc, pagination);
  if (kind === "characters") return characterReport(doc, pagination);
  if (kind === "locations") return locationReport(doc, pagination);
  return castReport(doc, pagination);
}

/** The report as CSV rows: the header, then the table (the cast list needs no legend: the
 * names are in the rows). */
export function reportRows(report: Report): string[][] {
  return [report.columns.map((c) => c.label), ...report.rows];
}
