import type { SceneElement } from "@contracts/scene-element.ts";
import { appendSentence } from "./emotions";
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
  /** The "Important Meeting" that Calendar Import adds first, replaced by imported events. */
  placeholderCalendarId: string | null;
};

export type LoadedScene = {
  id: string;
  elements: SceneElement[];
  characterIds: string[];
};

export type ComposerAction =
  | { type: "open-new"; ids: ComposerIds }
  | { type: "open-scene"; scene: LoadedScene; textId: string }
  | { type: "closed" }
  | { type: "reset"; ids: ComposerIds }
  | { type: "set-text"; text: string }
  | { type: "add-spoken"; text: string }
  | { type: "add-emotion"; sentence: string }
  | { type: "restore-draft"; text: string; elements: SceneElement[] }
  | { type: "inspire"; prompt: WritingPrompt }
  | { type: "dismiss-prompt" }
  | { type: "toggle-panel"; panel: Panel }
  | { type: "close-panel" }
  | { type: "add-elements"; elements: SceneElement[]; closePanel?: boolean }
  | { type: "remove-element"; id: string }
  | { type: "add-calendar-placeholder"; element: SceneElement }
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
      };
    }
    case "closed":
    case "close-panel":
      return { ...state, panel: null };
    case "reset":
      return emptyComposer(action.ids);
    case "set-text":
      return { ...state, text: action.text };
    case "add-spoken":
      return { ...state, text: state.text ? `${state.text} ${action.text}` : action.text };
    case "add-emotion":
      return { ...state, text: appendSentence(state.text, action.sentence), panel: null };
    case "restore-draft":
      return { ...state, text: action.text, elements: action.elements };
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
      return { ...state, panel: state.panel === action.panel ? null : action.panel };
    case "add-elements":
      return {
        ...state,
        elements: [...state.elements, ...action.elements],
        panel: action.closePanel ? null : state.panel,
      };
    case "remove-element":
      return {
        ...state,
        elements: state.elements.filter((e) => e.id !== action.id),
        placeholderCalendarId:
          state.placeholderCalendarId === action.id ? null : state.placeholderCalendarId,
      };
    case "add-calendar-placeholder":
      return {
        ...state,
        elements: [...state.elements, action.element],
        placeholderCalendarId: action.element.id,
        panel: "calendar",
      };
    case "import-calendar":
      return {
        ...state,
        elements: [
          ...state.elements.filter((e) => e.id !== state.placeholderCalendarId),
          ...action.elements,
        ],
        placeholderCalendarId: null,
        panel: null,
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
