import {
  autocompletion,
  type CompletionContext,
  type CompletionResult,
} from "@codemirror/autocomplete";
import type { Extension } from "@codemirror/state";
import type { EditorView } from "@codemirror/view";
import { classifyLines } from "./fountain-lines";

// Autocomplete: the character names and scene headings already in the script.

function collect(view: { state: EditorView["state"] }, skipLine: number) {
  const lines = view.state.doc.toString().split("\n");
  const kinds = classifyLines(lines);
  const names = new Set<string>();
  const headings = new Set<string>();
  kinds.forEach((kind, i) => {
    if (i + 1 === skipLine) return;
    const text = (lines[i] ?? "").trim();
    if (kind === "character") {
      const name = text.replace(/^@/, "").replace(/\^$/, "");
      const paren = name.indexOf("(");
      const base = (paren === -1 ? name : name.slice(0, paren)).trim();
      if (base) names.add(base);
    } else if (kind === "scene_heading") {
      headings.add(text.replace(/^\./, "").replace(/\s*#[^#]*#$/, ""));
    }
  });
  return { names: [...names], headings: [...headings] };
}

function fountainCompletions(context: CompletionContext): CompletionResult | null {
  const line = context.state.doc.lineAt(context.pos);
  const before = line.text.slice(0, context.pos - line.from);
  if (before.trim() === "" && !context.explicit) return null;
  const prevBlank = line.number === 1 || context.state.doc.line(line.number - 1).text.trim() === "";
  if (!prevBlank) return null;
  const { names, headings } = collect({ state: context.state }, line.number);
  if (/^(INT|EXT|EST|I\/E|\.)/i.test(before)) {
    const options = headings
      .filter((h) => h.toUpperCase().startsWith(before.replace(/^\./, "").toUpperCase()))
      .map((h) => ({ label: h, type: "heading", detail: "scene heading" }));
    return options.length ? { from: line.from + (before.startsWith(".") ? 1 : 0), options } : null;
  }
  const typed = before.replace(/^@/, "");
  if (typed !== typed.toUpperCase()) return null;
  const options = names
    .filter((n) => n.startsWith(typed) && n !== typed)
    .map((n) => ({ label: n, type: "character", detail: "character" }));
  return options.length ? { from: line.from + (before.startsWith("@") ? 1 : 0), options } : null;
}

export function fountainCompletion(): Extension {
  return autocompletion({ override: [fountainCompletions], icons: false });
}
