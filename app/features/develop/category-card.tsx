import { clsx } from "clsx";
import { CheckCircle2, ChevronDown, Lightbulb, Sparkles } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { addIdea, type CardFill } from "#app/features/cowriter/card-ideas";
import { Button } from "#app/components/ui/button";
import { CardFields } from "./card-fields";
import { applyChoice, isEmpty, isPrefilled, type CardSpec } from "./category-form";
import { SaveProblem, SaveState } from "./save-state";
import { useCategoryCard } from "./use-category-card";

export type { CardSpec } from "./category-form";

// One guided card: what the category means, an example, and its fields, saved as they are typed.
// What was filled in from elsewhere is a suggestion, labelled as one, until the person keeps it
// or writes in it.
export function CategoryCard({
  spec,
  defaultOpen,
  fill,
  readOnly = false,
}: {
  spec: CardSpec;
  defaultOpen: boolean;
  /** Shared with this person to comment or read: what is stored, shown, never changed. */
  readOnly?: boolean;
  /** A co-writer suggestion the writer chose to use: added to its field, shown and saved. */
  fill?: CardFill;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const card = useCategoryCard(spec);
  const filled = useRef<number | null>(null);
  useEffect(() => {
    // One save at a time: a want and a need used together wait for each other's version.
    if (!fill || filled.current === fill.id || card.status === "saving") return;
    filled.current = fill.id;
    const values = {
      ...card.values,
      [fill.field]: addIdea(card.values[fill.field] ?? "", fill.line),
    };
    setOpen(true);
    // Saved as the card saves: its completion stays as it was.
    void card.saveNow({ values });
    // Each fill is applied once, when it arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fill?.id, card.status]);
  const { values } = card;
  const bodyId = useId();
  const completed = card.isCompleted;
  const empty = isEmpty(spec, values);
  // Still the suggestion: nothing stored, nothing typed.
  const suggested = new Set(
    isPrefilled(spec) && !card.stored && card.status === "saved"
      ? spec.fields
          .filter((f) => (spec.prefill[f.key] ?? "").trim() !== "")
          .filter((f) => (values[f.key] ?? "") === spec.prefill[f.key])
          .map((f) => f.key)
      : [],
  );
  const suggesting = suggested.size > 0 && !readOnly;

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
          ) : suggesting ? (
            <span className="mt-0.5 shrink-0 rounded-full border border-dashed border-gold px-2.5 py-1 text-xs font-semibold text-ink">
              Suggested
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
          {readOnly && !card.stored && (
            <p className="text-sm text-ink-soft">Nobody has written this card yet.</p>
          )}
          {suggesting && spec.prefillSource && (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-dashed border-gold bg-gold/10 px-3.5 py-2.5">
              <p className="flex min-w-0 flex-1 basis-60 gap-1.5 text-[13px] text-ink">
                <Sparkles className="mt-0.5 size-3.5 shrink-0 text-ember" aria-hidden />
                <span>
                  <span className="font-semibold">A suggestion</span> from {spec.prefillSource}. It
                  is not saved until you keep it or change it.
                </span>
              </p>
              <Button size="sm" variant="secondary" onClick={() => void card.keep()}>
                Keep this suggestion
              </Button>
            </div>
          )}
          <CardFields
            readOnly={readOnly}
            spec={spec}
            idPrefix={bodyId}
            values={values}
            suggested={suggested}
            onChange={(key, value) => card.setValues((v) => ({ ...v, [key]: value }))}
            onChoose={(choice) => card.setValues((v) => applyChoice(spec, v, choice))}
          />
          {!readOnly && (
            <>
              <SaveProblem
                status={card.status}
                message={card.message}
                what="This card"
                onKeepMine={() => void card.keepMine()}
                onLoadStored={() => void card.loadStored()}
              />
              <div className="flex flex-wrap items-center gap-2">
                {completed ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => void card.saveNow({ isCompleted: false })}
                    disabled={card.status === "conflict"}
                  >
                    Mark as not complete
                  </Button>
                ) : (
                  <Button
                    onClick={() => void card.saveNow({ isCompleted: true })}
                    disabled={empty || card.status === "conflict"}
                    size="sm"
                  >
                    <CheckCircle2 className="size-4" aria-hidden />
                    Save and mark complete
                  </Button>
                )}
                <SaveState
                  status={card.status}
                  idle={spec.element || !suggesting ? undefined : "Not saved"}
                  className="ml-1"
                />
              </div>
            </>
          )}
        </div>
      )}
    </article>
  );
}
