import { useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { useAutosave } from "#app/lib/autosave/use-autosave";
import {
  cardSave,
  initialValues,
  sameState,
  storedState,
  type CardSpec,
  type CardState,
  type CardValues,
} from "./category-form";
import { fetchCategoryElement, groupedKey, newId, useSaveElement } from "./develop-api";

const cardKey = (spec: CardSpec) =>
  `lifescript.card.${spec.movieId}.${spec.group}.${spec.category}.${spec.subComponent ?? "-"}`;

// A copy kept in this browser, read back: string fields and a completion flag, or nothing.
function restoreCard(raw: unknown): CardState | null {
  if (!raw || typeof raw !== "object") return null;
  const { values, isCompleted } = raw as Partial<CardState>;
  if (!values || typeof values !== "object" || typeof isCompleted !== "boolean") return null;
  const strings = Object.entries(values).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  return { values: Object.fromEntries(strings), isCompleted };
}

// A guided card's fields, saved as they are typed (category-form.ts has the rules, the autosave
// keeps what is typed in this browser until the server has it). A suggestion is not saved until
// the person keeps it or writes in it. A stale version (another tab or device saved first) waits
// for the person's choice: their text over the newer version, or the stored one.
export function useCategoryCard(spec: CardSpec) {
  const save = useSaveElement(spec.movieId);
  const queryClient = useQueryClient();
  // The card's element: the stored one, else the one its first save creates under this id.
  const createdId = useRef(spec.element?.id ?? newId());
  const elementId = () => spec.element?.id ?? createdId.current;

  const autosave = useAutosave<CardState>({
    storageKey: cardKey(spec),
    saved: storedState(spec),
    version: spec.element?.version ?? 0,
    same: (a, b) => sameState(spec, a, b),
    save: async (state, version) => {
      const element = await save.mutateAsync(
        cardSave(spec, state.values, state.isCompleted, { id: elementId(), version }),
      );
      return element.version;
    },
    restore: restoreCard,
  });
  const { value } = autosave;

  // After a conflict, what is stored now, read fresh.
  async function stored() {
    const element = await fetchCategoryElement(spec.movieId, elementId());
    void queryClient.invalidateQueries({ queryKey: groupedKey(spec.movieId) });
    return element;
  }

  return {
    values: value.values,
    isCompleted: value.isCompleted,
    status: autosave.status,
    message: autosave.message,
    /** The card's element exists on the server (kept, typed in, or stored before). */
    stored: autosave.version() > 0,
    setValues: (next: (values: CardValues) => CardValues) =>
      autosave.setValue((state) => ({ ...state, values: next(state.values) })),
    /** Saved at once: a completion, or a co-writer line put in. */
    saveNow: (change: Partial<CardState> = {}) => autosave.saveNow({ ...value, ...change }),
    /** The suggestion as it stands becomes the person's. */
    keep: () => autosave.saveNow(),
    keepMine: async () => {
      const element = await stored();
      await autosave.keepMine(element?.version ?? 0);
    },
    loadStored: async () => {
      const element = await stored();
      const fresh = { ...spec, element };
      autosave.takeStored(
        { values: initialValues(fresh), isCompleted: element?.isCompleted ?? false },
        element?.version ?? 0,
      );
    },
  };
}
