import type { SceneElement } from "#contracts/scene-element.ts";
import type { SceneEmotion } from "#contracts/scene-metadata.ts";
import type { CalendarContent } from "./calendar-element";
import { calendarEdited, calendarRemoved, calendarsImported } from "./composer-dating";
import { appendSentence } from "./emotions";
import { emotionAdded, emotionRemoved, sceneFacts, type SceneFacts } from "./scene-facts";
import type { WritingPrompt } from "./prompts";

// What the scene composer holds while a moment is written, and every way it changes: a pure
// reducer, so the rules (what opening, a picked GIF or a calendar import do) are tested without a
// browser. Ids come in with the actions; nothing here is random.

export type Panel = "emoji" | "gif" | "emotions" | "calendar" | "quote";

export type ComposerIds = { scene: string; text: string };

export type ComposerState = {
  text: string;
  /** Every element but the text, which becomes the last element on save. */
  elements: SceneElement[];
  characterIds: string[];
  panel: Panel | null;
  prompt: WritingPrompt | null;
  ids: ComposerIds;
  /** The "Important Meeting" that Calendar Import adds first, replaced by imported events until
   * the person edits it. */
  placeholderCalendarId: string | null;
  /** The calendar element the calendar panel has open for editing. */
  editingCalendarId: string | null;
} & SceneFacts;

export type LoadedScene = {
  id: string;
  elements: SceneElement[];
  characterIds: string[];
  metadata: Record<string, unknown>;
};

export type ComposerAction =
  | { type: "open-new"; ids: ComposerIds }
  | { type: "open-scene"; scene: LoadedScene; textId: string }
  | { type: "closed" }
  | { type: "reset"; ids: ComposerIds }
  | { type: "set-text"; text: string }
  | { type: "add-spoken"; text: string }
  | ({ type: "pick-emotion"; sentence: string } & SceneEmotion)
  | ({ type: "remove-emotion" } & SceneEmotion)
  | {
      type: "restore-draft";
      text: string;
      elements: SceneElement[];
      metadata: Record<string, unknown>;
    }
  | { type: "inspire"; prompt: WritingPrompt }
  | { type: "dismiss-prompt" }
  | { type: "toggle-panel"; panel: Panel }
  | { type: "close-panel" }
  | { type: "add-elements"; elements: SceneElement[]; closePanel?: boolean }
  | { type: "remove-element"; id: string }
  | { type: "set-caption"; id: string; caption: string }
  | { type: "add-calendar-placeholder"; element: SceneElement }
  | { type: "edit-calendar"; id: string; content: CalendarContent }
  | { type: "open-calendar"; id: string }
  | { type: "import-calendar"; elements: SceneElement[] }
  | { type: "toggle-character"; id: string; on: boolean };

export function emptyComposer(ids: ComposerIds): ComposerState {
  return {
    text: "",
    elements: [],
    characterIds: [],
    panel: null,
    prompt: null,
    ids,
    placeholderCalendarId: null,
    editingCalendarId: null,
    ...sceneFacts({}),
  };
}

export function composerReducer(state: ComposerState, action: ComposerAction): ComposerState {
  switch (action.type) {
    // Each opening starts with no prompt; a new scene starts empty (its draft is restored after).
    case "open-new":
      return { ...emptyComposer(action.ids), panel: state.panel };
    // Editing: the last text element is the text, every other element stays an element.
    case "open-scene": {
      const { scene } = action;
      const lastText = [...scene.elements].reverse().find((e) => e.elementType === "text");
      return {
        ...state,
        prompt: null,
        text: lastText?.elementType === "text" ? lastText.content.text : "",
        elements: scene.elements.filter((e) => e !== lastText),
        characterIds: scene.characterIds,
        ids: { scene: scene.id, text: lastText?.id ?? action.textId },
        ...sceneFacts(scene.metadata),
      };
    }
    case "closed":
    case "close-panel":
      return { ...state, panel: null, editingCalendarId: null };
    case "reset":
      return emptyComposer(action.ids);
    case "set-text":
      return { ...state, text: action.text };
    case "add-spoken":
      return { ...state, text: state.text ? `${state.text} ${action.text}` : action.text };
    // The feeling's sentence is a suggestion put after the text (the composer selects it so it
    // can be typed over); the feeling itself is kept as data, whatever becomes of the words.
    case "pick-emotion":
      return {
        ...state,
        text: appendSentence(state.text, action.sentence),
        emotions: emotionAdded(state.emotions, action),
        panel: null,
      };
    case "remove-emotion":
      return { ...state, emotions: emotionRemoved(state.emotions, action) };
    case "restore-draft":
      return {
        ...state,
        text: action.text,
        elements: action.elements,
        ...sceneFacts(action.metadata),
      };
    // A prompt fills an empty text box; written text is never replaced.
    case "inspire":
      return {
        ...state,
        prompt: action.prompt,
        text: state.text.trim() ? state.text : action.prompt.text,
      };
    case "dismiss-prompt":
      return { ...state, prompt: null };
    case "toggle-panel":
      return {
        ...state,
        panel: state.panel === action.panel ? null : action.panel,
        editingCalendarId: null,
      };
    case "add-elements":
      return {
        ...state,
        elements: [...state.elements, ...action.elements],
        panel: action.closePanel ? null : state.panel,
      };
    case "remove-element": {
      const elements = state.elements.filter((e) => e.id !== action.id);
      return {
        ...state,
        elements,
        placeholderCalendarId:
          state.placeholderCalendarId === action.id ? null : state.placeholderCalendarId,
        editingCalendarId: state.editingCalendarId === action.id ? null : state.editingCalendarId,
        ...calendarRemoved(state, state.elements, elements),
      };
    }
    // A photo's caption is what the first draft shows of it (never its file name).
    case "set-caption":
      return {
        ...state,
        elements: state.elements.map((e) => {
          if (e.id !== action.id || e.elementType !== "image") return e;
          const { caption: _old, ...content } = e.content;
          return {
            ...e,
            content: action.caption ? { ...content, caption: action.caption } : content,
          };
        }),
      };
    // Calendar Import adds the default event ("Important Meeting", today 09:00 to 10:00) and
    // opens it at once for editing.
    case "add-calendar-placeholder":
      return {
        ...state,
        elements: [...state.elements, action.element],
        placeholderCalendarId: action.element.id,
        editingCalendarId: action.element.id,
        panel: "calendar",
      };
    case "open-calendar":
      return { ...state, panel: "calendar", editingCalendarId: action.id };
    // An edited placeholder is the person's own event: an .ics import no longer replaces it.
    case "edit-calendar": {
      const before = state.elements.find((e) => e.id === action.id);
      if (before?.elementType !== "calendar") return state;
      return {
        ...state,
        elements: state.elements.map((e) =>
          e.id === action.id && e.elementType === "calendar"
            ? { ...e, content: action.content }
            : e,
        ),
        placeholderCalendarId:
          state.placeholderCalendarId === action.id ? null : state.placeholderCalendarId,
        ...calendarEdited(state, before.content, action.content),
      };
    }
    case "import-calendar":
      return {
        ...state,
        elements: [
          ...state.elements.filter((e) => e.id !== state.placeholderCalendarId),
          ...action.elements,
        ],
        placeholderCalendarId: null,
        editingCalendarId: null,
        panel: null,
        ...calendarsImported(state, action.elements),
      };
    case "toggle-character":
      return {
        ...state,
        characterIds: action.on
          ? [...state.characterIds, action.id]
          : state.characterIds.filter((id) => id !== action.id),
      };
  }
}
