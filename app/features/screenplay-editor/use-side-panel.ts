import { useState } from "react";

// Whether the editor's side panel (the first-draft invite and the co-writer) is open. The writer's
// choice is remembered on this device; until they make one, it is open while the script is empty
// (where to start is the question then) and closed once there is a script, so the pages show.
const PANEL_KEY = "lifescript.editor.sidePanel";

type Choice = "open" | "closed" | null;

function readChoice(): Choice {
  try {
    const value = typeof localStorage === "undefined" ? null : localStorage.getItem(PANEL_KEY);
    return value === "open" || value === "closed" ? value : null;
  } catch {
    return null;
  }
}

export function sidePanelOpen(choice: Choice, empty: boolean): boolean {
  return choice === null ? empty : choice === "open";
}

export function useSidePanel(empty: boolean): [boolean, (open: boolean) => void] {
  const [choice, setChoice] = useState<Choice>(readChoice);
  const change = (open: boolean) => {
    const next = open ? "open" : "closed";
    setChoice(next);
    try {
      localStorage.setItem(PANEL_KEY, next);
    } catch {
      // Storage full or blocked: the choice holds for this visit.
    }
  };
  return [sidePanelOpen(choice, empty), change];
}
