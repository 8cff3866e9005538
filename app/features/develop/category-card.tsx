import { clsx } from "clsx";
import { CheckCircle2, ChevronDown, Lightbulb, Sparkles } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { ConflictAlert } from "~/components/ui/conflict-alert";
import { inputClasses } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { isConflict } from "~/lib/api-client";
import type { CategoryElement } from "./develop-api";
import { newId, useSaveElement } from "./develop-api";

export type CardField = { key: string; label: string; multiline?: boolean };

export type CardSpec = {
  movieId: string;
  group: string;
  category: string;
  subComponent: string | null;
  title: string;
  explanation: string;
  example: string;
  fields: CardField[];
  element: CategoryElement | undefined;
  /** Values captured elsewhere (Characters page, scenes) to start from when nothing is saved. */
  prefill: Record<string, string>;
  prefillSource: string | null;
  /** One-tap fills offered under the fields (e.g. each captured character). */
  choices: { label: string; values: Record<string, string> }[];
};

function contentText(element: CategoryElement | undefined, key: string): string {
  const value = element?.content[key];
  return typeof value === "string" ? value : "";
}

function initialValues(spec: CardSpec): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of spec.fields) {
    values[field.key] = spec.element
      ? contentText(spec.element, field.key)
      : (spec.prefill[field.key] ?? "");
  }
  return values;
}

// One guided card: what the category means, an example, and its fields. Nothing is saved until
// the writer says so; a stale version (another tab saved first) is said plainly, with a reload.
export function CategoryCard({
  spec,
  defaultOpen,
  onReload,
}: {
  spec: CardSpec;
  defaultOpen: boolean;
  onReload: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [values, setValues] = useState(() => initialValues(spec));
  const [error, setError] = useState<{ message: string; conflict: boolean } | null>(null);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const save = useSaveElement(spec.movieId);
  const bodyId = useId();
  const completed = spec.element?.isCompleted ?? false;
  const fromPrefill = !spec.element && Object.values(spec.prefill).some((v) => v.trim() !== "");
  const empty = spec.fields.every((f) => (values[f.key] ?? "").trim() === "");
  // A pre-filled card that was not touched is not "unsaved changes": it says where it came from.
  const dirty = spec.fields.some(
    (f) =>
      (values[f.key] ?? "") !==
      (spec.element ? contentText(spec.element, f.key) : (spec.prefill[f.key] ?? "")),
  );

  async function submit(isCompleted: boolean) {
    setError(null);
    const content: Record<string, string> = {};
    for (const field of spec.fields) content[field.key] = (values[field.key] ?? "").trim();
    const title =
      (spec.subComponent || spec.category === "characters") && content.characterName
        ? content.characterName
        : spec.title;
    try {
      if (spec.element) {
        await save.mutateAsync({
          kind: "update",
          id: spec.element.id,
          payload: { title, content, isCompleted, version: spec.element.version },
        });
      } else {
        await save.mutateAsync({
          kind: "create",
          payload: {
            id: newId(),
            movieId: spec.movieId,
            categoryGroup: spec.group,
            categoryType: spec.category,
            subComponentType: spec.subComponent,
            title,
            content,
            isCompleted,
          },
        });
      }
      setSavedAt(Date.now());
    } catch (e) {
      const conflict = isConflict(e);
      setError({
        conflict,
        message: conflict
          ? "This card was changed somewhere else (another tab or device) since you opened it. Reload it to see the latest version; copy anything you want to keep first."
          : e instanceof Error
            ? e.message
            : "The card could not be saved. Check your connection and try again.",
      });
    }
  }

  // After "Reload", the fields show the stored version once it arrives.
  const resetOnNextVersion = useRef(false);
  const version = spec.element?.version;
  useEffect(() => {
    if (!resetOnNextVersion.current) return;
    resetOnNextVersion.current = false;
    setValues(initialValues(spec));
    // Only a new stored version resets the fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);

  async function reload() {
    resetOnNextVersion.current = true;
    await onReload();
    setError(null);
  }

  return (
    <article
      aria-labelledby={`${bodyId}-title`}
      data-testid={`card-${spec.subComponent ?? spec.category}`}
      className={clsx(
        "rounded-2xl border bg-white shadow-[0_1px_2px_rgba(28,23,20,0.04)]",
        completed ? "border-success/40" : "border-line",
      )}
    >
      <h3 id={`${bodyId}-title`} className="m-0">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-start gap-3 rounded-2xl px-4 py-3.5 text-left sm:px-5"
        >
          <span className="min-w-0 flex-1">
            <span className="block font-semibold">{spec.title}</span>
            <span className="mt-0.5 block text-sm font-normal text-ink-soft">
              {spec.explanation}
            </span>
          </span>
          {completed ? (
            <span className="mt-0.5 inline-flex shrink-0 items-center gap-1 rounded-full bg-success/10 px-2.5 py-1 text-xs font-semibold text-success">
              <CheckCircle2 className="size-3.5" aria-hidden />
              Complete
            </span>
          ) : spec.element ? (
            <span className="mt-0.5 shrink-0 rounded-full bg-gold/20 px-2.5 py-1 text-xs font-semibold text-ink">
              Started
            </span>
          ) : null}
          <ChevronDown
            className={clsx(
              "mt-1 size-5 shrink-0 text-ink-soft transition-transform",
              open && "rotate-180",
            )}
            aria-hidden
          />
        </button>
      </h3>
      {open && (
        <div id={bodyId} className="grid gap-4 border-t border-line px-4 pt-4 pb-5 sm:px-5">
          <p className="flex gap-2 rounded-xl bg-cream/70 px-3.5 py-2.5 text-sm text-ink">
            <Lightbulb className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
            <span>
              <span className="font-semibold">For example: </span>
              <span className="italic">{spec.example}</span>
            </span>
          </p>
          {fromPrefill && spec.prefillSource && (
            <p className="flex items-center gap-1.5 text-[13px] text-ink-soft">
              <Sparkles className="size-3.5 text-ember" aria-hidden />
              Filled in from {spec.prefillSource}. Change anything, then save.
            </p>
          )}
          {spec.choices.length > 0 && (
            <div>
              <p className="text-[13px] font-medium text-ink-soft">From what you captured:</p>
              <ul className="mt-1.5 flex flex-wrap gap-1.5">
                {spec.choices.map((choice) => (
                  <li key={choice.label}>
                    <button
                      type="button"
                      onClick={() =>
                        setValues((v) => {
                          const next = { ...v };
                          for (const [k, value] of Object.entries(choice.values)) {
                            // A setting adds to what is written; a character replaces the fields.
                            next[k] =
                              spec.category === "setting" && (v[k] ?? "").trim() !== ""
                                ? `${v[k]}\n${value}`
                                : value;
                          }
                          return next;
                        })
                      }
                      className="rounded-full border border-line bg-paper px-3 py-1.5 text-sm hover:border-ember/50 hover:bg-cream"
                    >
                      {choice.label}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {spec.fields.map((field) => {
            const id = `${bodyId}-${field.key}`;
            return (
              <div key={field.key} className="grid gap-1.5">
                <label htmlFor={id} className="text-sm font-medium">
                  {field.label}
                  {spec.fields.length === 1 || field.label === spec.title ? null : (
                    <span className="sr-only"> ({spec.title})</span>
                  )}
                </label>
                {field.multiline ? (
                  <textarea
                    id={id}
                    value={values[field.key] ?? ""}
                    onChange={(e) => setValues((v) => ({ ...v, [field.key]: e.target.value }))}
                    rows={3}
                    className={clsx(inputClasses(false), "min-h-24 resize-y py-3 leading-relaxed")}
                  />
                ) : (
                  <input
                    id={id}
                    value={values[field.key] ?? ""}
                    onChange={(e) => setValues((v) => ({ ...v, [field.key]: e.target.value }))}
                    className={clsx(inputClasses(false), "h-12")}
                  />
                )}
              </div>
            );
          })}
          {error &&
            (error.conflict ? (
              <ConflictAlert
                message={error.message}
                reloadLabel="Reload this card"
                onReload={() => void reload()}
              />
            ) : (
              <FormAlert>
                <p>{error.message}</p>
              </FormAlert>
            ))}
          <div className="flex flex-wrap items-center gap-2">
            <Button
              onClick={() => void submit(true)}
              pending={save.isPending}
              disabled={empty}
              size="sm"
            >
              <CheckCircle2 className="size-4" aria-hidden />
              {completed ? "Save" : "Save and mark complete"}
            </Button>
            {completed ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void submit(false)}
                disabled={save.isPending}
              >
                Mark as not complete
              </Button>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void submit(false)}
                disabled={save.isPending || empty}
              >
                Save as draft
              </Button>
            )}
            <span role="status" className="text-sm text-ink-soft">
              {save.isPending
                ? "Saving…"
                : dirty
                  ? "Unsaved changes"
                  : savedAt && !error
                    ? "Saved"
                    : ""}
            </span>
          </div>
        </div>
      )}
    </article>
  );
}
