// The typed screenplay document shared by the parser, the story compiler, the writers and the
// paginator. Plain data only (no classes) so that it can cross a worker or an HTTP boundary.

/** Where an element starts in the (decoded, line-end-normalised) source. `line` is 1-based. */
export interface SourcePos {
  line: number;
  offset: number;
}

interface Base {
  pos?: SourcePos;
}

/** Text fields keep their inline Fountain markup (`*`, `**`, `_`, `\` escapes, `[[notes]]`);
 * `inline.ts` turns them into style runs. Keeping the markup makes the writer lossless. */
export interface SceneHeading extends Base {
  type: "scene_heading";
  text: string;
  sceneNumber?: string;
  /** Written with a leading `.` because it does not start with INT/EXT/EST/I/E. */
  forced?: boolean;
}
export interface Action extends Base {
  type: "action";
  /** May hold several lines (`\n`); leading blank lines record extra vertical space. */
  text: string;
  forced?: boolean;
}
export interface Character extends Base {
  type: "character";
  name: string;
  /** Everything after the name, e.g. `(V.O.)` or `(CONT'D)`, without the dual marker. */
  extension?: string;
  dual?: "left" | "right";
  forced?: boolean;
}
export interface Parenthetical extends Base {
  type: "parenthetical";
  text: string;
}
export interface Dialogue extends Base {
  type: "dialogue";
  text: string;
}
export interface Lyrics extends Base {
  type: "lyrics";
  text: string;
}
export interface Transition extends Base {
  type: "transition";
  text: string;
  forced?: boolean;
}
export interface Centered extends Base {
  type: "centered";
  text: string;
}
export interface Section extends Base {
  type: "section";
  level: number;
  text: string;
}
export interface Synopsis extends Base {
  type: "synopsis";
  text: string;
}
export interface Note extends Base {
  type: "note";
  text: string;
}
export interface PageBreak extends Base {
  type: "page_break";
}

export type ScreenplayElement =
  | SceneHeading
  | Action
  | Character
  | Parenthetical
  | Dialogue
  | Lyrics
  | Transition
  | Centered
  | Section
  | Synopsis
  | Note
  | PageBreak;

export type ElementType = ScreenplayElement["type"];

export interface TitleEntry {
  /** Key as written (e.g. `Draft date`). */
  key: string;
  /** One entry per line of the value. */
  values: string[];
}

export interface TitlePage {
  entries: TitleEntry[];
}

export interface ScreenplayDocument {
  titlePage: TitlePage;
  elements: ScreenplayElement[];
}

/** One styled piece of text. */
export interface StyleRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}
