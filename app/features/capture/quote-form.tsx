import { X } from "lucide-react";
import { useId, useState } from "react";
import { inputClasses } from "#app/components/ui/field";

// A quote and who said it. Naming one of the movie's characters lets the screenplay turn the
// quote into their dialogue.
export function QuoteForm({
  characterNames,
  onAdd,
  onClose,
}: {
  characterNames: string[];
  onAdd: (quote: string, author: string) => void;
  onClose: () => void;
}) {
  const [quote, setQuote] = useState("");
  const [author, setAuthor] = useState("");
  const quoteId = useId();
  const authorId = useId();
  const listId = useId();

  return (
    <section
      className="rounded-2xl border border-line bg-white p-3 shadow-sm"
      aria-label="Add a quote"
    >
      <div className="flex items-center justify-between px-1">
        <h3 className="font-semibold">Quote</h3>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close quote"
          className="grid size-10 place-items-center rounded-full text-ink-soft hover:bg-cream"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      <div className="grid gap-3 pt-1">
        <div className="grid gap-1.5">
          <label htmlFor={quoteId} className="text-sm font-medium">
            What was said
          </label>
          <textarea
            id={quoteId}
            rows={2}
            value={quote}
            onChange={(e) => setQuote(e.target.value)}
            placeholder="“We’ll figure it out on the way.”"
            className={`${inputClasses(false)} resize-none py-2.5`}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={authorId} className="text-sm font-medium">
            Who said it
          </label>
          <input
            id={authorId}
            list={listId}
            value={author}
            onChange={(e) => setAuthor(e.target.value)}
            placeholder={characterNames[0] ? `e.g. ${characterNames[0]}` : "e.g. Grandma Rose"}
            className={`${inputClasses(false)} h-11`}
          />
          <datalist id={listId}>
            {characterNames.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </div>
        <button
          type="button"
          disabled={!quote.trim()}
          onClick={() => onAdd(quote.trim(), author.trim())}
          className="inline-flex h-11 items-center justify-center rounded-xl bg-ember text-[15px] font-medium text-white hover:bg-ember-dark disabled:opacity-50"
        >
          Add quote
        </button>
      </div>
    </section>
  );
}
