import { clsx } from "clsx";
import { useId } from "react";
import type { TitlePageData } from "#contracts/screenplay.ts";
import { inputClasses } from "#app/components/ui/field";

const FIELDS = [
  { key: "Title", aliases: ["title"], label: "Title", multiline: false },
  {
    key: "Credit",
    aliases: ["credit"],
    label: "Credit",
    multiline: false,
    hint: "e.g. Written by",
  },
  { key: "Author", aliases: ["author", "authors"], label: "Author", multiline: false },
  { key: "Draft date", aliases: ["draft date", "date"], label: "Draft date", multiline: false },
  {
    key: "Contact",
    aliases: ["contact"],
    label: "Contact",
    multiline: true,
    hint: "Name, email, phone: printed bottom left",
  },
] as const;

function valueOf(titlePage: TitlePageData, aliases: readonly string[]): string {
  const entry = titlePage.entries.find((e) => aliases.includes(e.key.toLowerCase()));
  return entry ? entry.values.join("\n") : "";
}

function withValue(
  titlePage: TitlePageData,
  field: (typeof FIELDS)[number],
  value: string,
): TitlePageData {
  const values = value === "" ? [] : value.split("\n");
  const at = titlePage.entries.findIndex((e) =>
    (field.aliases as readonly string[]).includes(e.key.toLowerCase()),
  );
  const entries = [...titlePage.entries];
  if (at === -1) {
    if (values.length > 0) {
      // Keep the usual order of a title page.
      const order = FIELDS.map((f) => f.key as string);
      const index = entries.findIndex((e) => order.indexOf(e.key) > order.indexOf(field.key));
      entries.splice(index === -1 ? entries.length : index, 0, { key: field.key, values });
    }
  } else if (values.length === 0) entries.splice(at, 1);
  else entries[at] = { key: entries[at]?.key ?? field.key, values };
  return { entries };
}

// The title page as a form: the values print where a title page puts them (title a third down,
// credit and author below, contact bottom left, draft date bottom right).
export function TitlePageForm({
  titlePage,
  onChange,
}: {
  titlePage: TitlePageData;
  onChange: (next: TitlePageData) => void;
}) {
  const id = useId();
  return (
    <form className="grid gap-4 p-4" onSubmit={(e) => e.preventDefault()} aria-label="Title page">
      {FIELDS.map((field) => {
        const fieldId = `${id}-${field.key}`;
        const value = valueOf(titlePage, field.aliases);
        return (
          <div key={field.key} className="grid gap-1.5">
            <label htmlFor={fieldId} className="text-sm font-medium">
              {field.label}
            </label>
            {field.multiline ? (
              <textarea
                id={fieldId}
                rows={3}
                value={value}
                onChange={(e) => onChange(withValue(titlePage, field, e.target.value))}
                className={clsx(inputClasses(false), "resize-y py-2.5 leading-relaxed")}
              />
            ) : (
              <input
                id={fieldId}
                value={value}
                onChange={(e) => onChange(withValue(titlePage, field, e.target.value))}
                className={clsx(inputClasses(false), "h-11")}
              />
            )}
            {"hint" in field && <p className="text-xs text-ink-soft">{field.hint}</p>}
          </div>
        );
      })}
    </form>
  );
}
