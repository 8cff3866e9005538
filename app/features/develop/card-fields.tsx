import { clsx } from "clsx";
import { inputClasses } from "~/components/ui/field";
import type { CardSpec, CardValues } from "./category-form";

// A card's one-tap choices ("From what you captured") and its fields.
export function CardFields({
  spec,
  idPrefix,
  values,
  onChange,
  onChoose,
}: {
  spec: CardSpec;
  idPrefix: string;
  values: CardValues;
  onChange: (key: string, value: string) => void;
  onChoose: (values: Record<string, string>) => void;
}) {
  return (
    <>
      {spec.choices.length > 0 && (
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
                onChange={(e) => onChange(field.key, e.target.value)}
                rows={3}
                className={clsx(inputClasses(false), "min-h-24 resize-y py-3 leading-relaxed")}
              />
            ) : (
              <input
                id={id}
                value={values[field.key] ?? ""}
                onChange={(e) => onChange(field.key, e.target.value)}
                className={clsx(inputClasses(false), "h-12")}
              />
            )}
          </div>
        );
      })}
    </>
  );
}
