import { BookOpen, Download, Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { Button, buttonClasses } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { KEEPSAKE_DEDICATION_MAX, type KeepsakeTrim } from "#contracts/keepsake.ts";
import {
  rememberKeepsake,
  rememberedKeepsake,
  useKeepsake,
  useStartKeepsake,
} from "./keepsake-api";
import { countOf } from "#contracts/plural.ts";

const TRIMS: Array<{ value: KeepsakeTrim; label: string; hint: string }> = [
  { value: "6x9", label: "Book, 6 × 9 in", hint: "A trade paperback, for a print shop" },
  { value: "letter", label: "US Letter", hint: "For a home printer and a binder" },
];

// "Make a keepsake book": the movie as a PDF to print and bind. The person picks the size and
// writes a dedication; the book is made in the background with its progress shown, then the
// photos that will print soft are listed before the download.
export function KeepsakeBook({ movieId }: { movieId: string }) {
  const id = useId();
  const [trim, setTrim] = useState<KeepsakeTrim>("6x9");
  const [dedication, setDedication] = useState("");
  const [bookId, setBookId] = useState<string | null>(() => rememberedKeepsake(movieId));
  const start = useStartKeepsake(movieId);
  const book = useKeepsake(movieId, bookId);
  const shown = book.data;
  const working = shown?.status === "queued" || shown?.status === "working";

  async function make() {
    const started = await start
      .mutateAsync({ trim, ...(dedication.trim() ? { dedication } : {}) })
      .catch(() => undefined);
    if (!started) return;
    rememberKeepsake(movieId, started.id);
    setBookId(started.id);
  }

  return (
    <div className="grid gap-3 rounded-xl bg-paper p-3.5" data-testid="keepsake-book">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <BookOpen className="size-4" aria-hidden />
        Keepsake book
      </p>
      <p className="text-sm text-ink-soft">
        A PDF to print and bind: the cover photo, your dedication, each moment with its words and
        photos, its screenplay pages, and the whole screenplay at the end.
      </p>
      <fieldset className="grid gap-2" disabled={working}>
        <legend className="sr-only">Page size</legend>
        <div className="flex flex-wrap gap-2">
          {TRIMS.map((t) => (
            <label
              key={t.value}
              className="flex min-w-40 flex-1 cursor-pointer items-start gap-2 rounded-lg border border-line bg-white p-2.5 text-sm has-checked:border-ember"
            >
              <input
                type="radio"
                name={`${id}-trim`}
                value={t.value}
                checked={trim === t.value}
                onChange={() => setTrim(t.value)}
                className="mt-1"
              />
              <span>
                <span className="block font-medium">{t.label}</span>
                <span className="block text-ink-soft">{t.hint}</span>
              </span>
            </label>
          ))}
        </div>
        <label htmlFor={`${id}-dedication`} className="text-sm font-medium">
          Dedication <span className="font-normal text-ink-soft">(optional)</span>
        </label>
        <textarea
          id={`${id}-dedication`}
          value={dedication}
          maxLength={KEEPSAKE_DEDICATION_MAX}
          onChange={(e) => setDedication(e.target.value)}
          rows={2}
          placeholder="For Grandma, who kept every photo."
          className="rounded-lg border border-line bg-white p-2 text-sm"
        />
      </fieldset>

      <div aria-live="polite" className="grid gap-2">
        {start.isError && <FormAlert>{start.error.message}</FormAlert>}
        {book.isError && <FormAlert>{book.error.message}</FormAlert>}
        {working && (
          <FormAlert tone="info">
            <span className="flex items-center gap-2 font-medium">
              <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
              Making your book… {Math.round((shown.progress ?? 0) * 100)}%
            </span>
            <progress
              className="mt-2 h-2 w-full accent-ember"
              max={1}
              value={shown.progress ?? 0}
              aria-label="Book progress"
            />
          </FormAlert>
        )}
        {shown?.status === "failed" && <FormAlert>{shown.message ?? "The book failed."}</FormAlert>}
        {shown?.status === "ready" && (
          <FormAlert tone="success">
            <span className="block font-medium">
              Your {shown.trim === "letter" ? "US Letter" : "6 × 9"} book is ready
              {shown.pages ? `: ${countOf(shown.pages, "page", "pages")}` : ""}.
            </span>
          </FormAlert>
        )}
        {shown?.status === "ready" && shown.warnings && shown.warnings.length > 0 && (
          <div role="status" className="rounded-lg border border-line bg-white p-3 text-sm">
            <p className="font-medium">Before you print</p>
            <ul className="mt-1 grid list-disc gap-1 pl-5 text-ink-soft">
              {shown.warnings.map((w, i) => (
                <li key={i}>{w.message}</li>
              ))}
            </ul>
          </div>
        )}
      </div>

      <div className="flex flex-wrap gap-2">
        {shown?.status === "ready" && shown.downloadUrl && (
          <a href={shown.downloadUrl} download className={buttonClasses({ size: "sm" })}>
            <Download className="size-4" aria-hidden />
            Download the book (PDF)
          </a>
        )}
        <Button
          size="sm"
          variant={shown?.status === "ready" ? "secondary" : "primary"}
          onClick={() => void make()}
          pending={start.isPending}
          pendingLabel="Starting…"
          disabled={working}
        >
          <BookOpen className="size-4" aria-hidden />
          {shown?.status === "ready" ? "Make it again" : "Make a keepsake book"}
        </Button>
      </div>
    </div>
  );
}
