import { clsx } from "clsx";
import { CheckCircle2, ChevronDown, Lightbulb, Sparkles } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { addIdea, type CardFill } from "~/features/cowriter/card-ideas";
import { Button } from "~/components/ui/button";
import { ConflictAlert } from "~/components/ui/conflict-alert";
import { FormAlert } from "~/components/ui/form-alert";
import { CardFields } from "./card-fields";
import { applyChoice, isDirty, isEmpty, isPrefilled, type CardSpec } from "./category-form";
import { useCategoryCard } from "./use-category-card";

export type { CardSpec } from "./category-form";

// One guided card: what the category means, an example, and its fields. Nothing is saved until
// the writer says so; a stale version (another tab saved first) is said plainly, with a reload.
export function CategoryCard({
  spec,
  defaultOpen,
  onReload,
  fill,
}: {
  spec: CardSpec;
  defaultOpen: boolean;
  onReload: () => Promise<unknown>;
  /** A co-writer suggestion the writer chose to use: added to its field, shown and saved. */
  fill?: CardFill;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const card = useCategoryCard(spec, onReload);
  const filled = useRef<number | null>(null);
  useEffect(() => {
    // One save at a time: a want and a need used together wait for each other's version.
    if (!fill || filled.current === fill.id || card.saving) return;
    filled.current = fill.id;
    const next = {
      ...card.values,
      [fill.field]: addIdea(card.values[fill.field] ?? "", fill.line),
    };
    card.setValues(next);
    setOpen(true);
    // Saved as the card saves: its completion stays as it was.
    void card.submit(spec.element?.isCompleted ?? false, next);
    // Each fill is applied once, when it arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fill?.id, card.saving]);
  const { values, error } = card;
  const bodyId = useId();
  const completed = spec.element?.isCompleted ?? false;
  const empty = isEmpty(spec, values);
  const dirty = isDirty(spec, values);

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
          {isPrefilled(spec) && spec.prefillSource && (
            <p className="flex items-center gap-1.5 text-[13px] text-ink-soft">
              <Sparkles className="size-3.5 text-ember" aria-hidden />
              Filled in from {spec.prefillSource}. Change anything, then save.
            </p>
          )}
          <CardFields
            spec={spec}
            idPrefix={bodyId}
            values={values}
            onChange={(key, value) => card.setValues((v) => ({ ...v, [key]: value }))}
            onChoose={(choice) => card.setValues((v) => applyChoice(spec, v, choice))}
          />
          {error &&
            (error.conflict ? (
              <ConflictAlert
                message={error.message}
                reloadLabel="Reload this card"
                onReload={() => void card.reload()}
              />
            ) : (
              <FormAlert>
                <p>{error.message}</p>
              </FormAlert>
            ))}
          <div className="flex flex-wrap items-center gap-2">
            <Button
              onClick={() => void card.submit(true)}
              pending={card.saving}
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
                onClick={() => void card.submit(false)}
                disabled={card.saving}
              >
                Mark as not complete
              </Button>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void card.submit(false)}
                disabled={card.saving || empty}
              >
                Save as draft
              </Button>
            )}
            <span role="status" className="text-sm text-ink-soft">
              {card.saving
                ? "Saving…"
                : dirty
                  ? "Unsaved changes"
                  : card.savedAt && !error
                    ? "Saved"
                    : ""}
            </span>
          </div>
        </div>
      )}
    </article>
  );
}
