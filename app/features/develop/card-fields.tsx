import { clsx } from "clsx";
import { inputClasses } from "#app/components/ui/field";
import type { CardSpec, CardValues } from "./category-form";

// A card's one-tap choices ("From what you captured") and its fields.
export function CardFields({
  spec,
  idPrefix,
  values,
  suggested,
  onChange,
  onChoose,
  readOnly = false,
}: {
  /** Shown to read: the words stay selectable, nothing changes them. */
  readOnly?: boolean;
  spec: CardSpec;
  idPrefix: string;
  values: CardValues;
  /** Fields still holding a suggestion the person has not kept. */
  suggested: ReadonlySet<string>;
  onChange: (key: string, value: string) => void;
  onChoose: (values: Record<string, string>) => void;
}) {
  return (
    <>
      {spec.choices.length > 0 && !readOnly && (
        <div>
          <p className="text-[13px] font-medium text-ink-soft">From what you captured:</p>
          <ul className="mt-1.5 flex flex-wrap gap-1.5">
            {spec.choices.map((choice) => (
              <li key={choice.label}>
                <button
                  type="button"
                  onClick={() => onChoose(choice.values)}
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
        const id = `${idPrefix}-${field.key}`;
        return (
          <div key={field.key} className="grid gap-1.5">
            <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium">
              <span>
                {field.label}
                {spec.fields.length === 1 || field.label === spec.title ? null : (
                  <span className="sr-only"> ({spec.title})</span>
                )}
              </span>
              {suggested.has(field.key) && (
                <span className="rounded-full border border-dashed border-gold px-2 py-px text-[11px] font-semibold text-ink">
                  Suggested
                </span>
              )}
            </label>
            {field.multiline ? (
              <textarea
                id={id}
                value={values[field.key] ?? ""}
                readOnly={readOnly}
                onChange={(e) => onChange(field.key, e.target.value)}
                rows={3}
                className={clsx(
                  inputClasses(false),
                  "min-h-24 resize-y py-3 leading-relaxed",
                  suggested.has(field.key) && "border-dashed bg-gold/5",
                )}
              />
            ) : (
              <input
                id={id}
                value={values[field.key] ?? ""}
                readOnly={readOnly}
                onChange={(e) => onChange(field.key, e.target.value)}
                className={clsx(
                  inputClasses(false),
                  "h-12",
                  suggested.has(field.key) && "border-dashed bg-gold/5",
                )}
              />
            )}
          </div>
        );
      })}
    </>
  );
}
