// The story compiler's input: plain data mirroring the product's entities (movie, scenes with
// their elements, characters, development notes). Defined here so the engine imports nothing else.

export interface StoryMovie {
  title: string;
  description?: string;
  genre?: string;
  /** The writer's name: the title page's author, and a quote by it is the writer speaking. */
  authorName?: string;
  draftDate?: string;
  contact?: string;
}

export interface StoryCharacter {
  id: string;
  name: string;
  role?: string;
  description?: string;
}

interface ElementBase {
  id: string;
  metadata?: Record<string, unknown>;
}

export interface TextElement extends ElementBase {
  elementType: "text";
  /** May carry Fountain emphasis: `**bold**`, `*italic*`, `_underline_`. An emotion sentence has
   * metadata `{ source: "emotion", emotion: "Happy", subEmotion: "Joyful" }`. */
  content: { text: string };
}
export interface ImageElement extends ElementBase {
  elementType: "image";
  /** `takenAt`: when the photo was taken (ISO 8601, local time without a zone), when known. */
  content: { imageUrl: string; alt: string; caption?: string; takenAt?: string };
}
export interface VideoElement extends ElementBase {
  elementType: "video";
  content: { videoUrl: string; title: string; thumbnail?: string };
}
export interface GifElement extends ElementBase {
  elementType: "gif";
  content: { gifUrl: string; alt: string; caption?: string };
}
export interface GalleryElement extends ElementBase {
  elementType: "gallery";
  content: { images: Array<{ url: string; alt: string; caption?: string }> };
}
export interface QuoteElement extends ElementBase {
  elementType: "quote";
  content: { quote: string; author?: string };
}
export interface CalendarElement extends ElementBase {
  elementType: "calendar";
  /** `date` is `YYYY-MM-DD`; times are `HH:MM` (24 h). */
  content: {
    date: string;
    title: string;
    description?: string;
    startTime?: string;
    endTime?: string;
    /** How much of `date` is known (default "day"); see contracts/scene-element.ts. */
    precision?: "day" | "month" | "year";
  };
}

export type SceneElement =
  | TextElement
  | ImageElement
  | VideoElement
  | GifElement
  | GalleryElement
  | QuoteElement
  | CalendarElement;

export interface StoryScene {
  id: string;
  title: string;
  description?: string;
  location?: string;
  timeOfDay?: string;
  elements: SceneElement[];
  characterIds?: string[];
  /** When the moment happened, as precisely as known (scene metadata `date`). */
  date?: StoryDate;
  /** Clock time of the moment, `HH:MM` (scene metadata `time`). */
  time?: string;
  /** What the person felt (scene metadata `emotions`): the wheel's core id and feeling, lower-case. */
  emotions?: Array<{ core: string; feeling: string }>;
}

export interface StoryDate {
  year: number;
  month: number | null;
  day: number | null;
}

export interface DevelopmentNotes {
  logline?: string;
  theme?: string;
  /** The protagonist card's character name: who speaks the writer's own quotes ("Me", "I"). */
  protagonist?: string;
  /** Scene ids in the order to use instead of the given order. */
  beatsOrder?: string[];
}

export interface StoryInput {
  movie: StoryMovie;
  scenes: StoryScene[];
  characters?: StoryCharacter[];
  notes?: DevelopmentNotes;
}
