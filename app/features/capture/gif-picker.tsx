import { ArrowLeft, ImageOff, Loader2, Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { Gif } from "#contracts/gif.ts";
import { ApiError } from "#app/lib/api-client";
import { useGifs } from "./gifs-api";

export const GIF_SEARCH_DEBOUNCE_MS = 500;

// "Choose a GIF": trending on open, a search 500 ms after typing stops, an empty box goes back to
// trending. Covers the composer while open.
export function GifPicker({
  onPick,
  onClose,
}: {
  onPick: (gif: Gif) => void;
  onClose: () => void;
}) {
  const [input, setInput] = useState("");
  const [term, setTerm] = useState("");
  const searchRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const id = window.setTimeout(
      () => setTerm(input.trim()),
      input.trim() ? GIF_SEARCH_DEBOUNCE_MS : 0,
    );
    return () => window.clearTimeout(id);
  }, [input]);

  useEffect(() => {
    searchRef.current?.focus({ preventScroll: true });
  }, []);

  const gifs = useGifs(term, true);
  const list = gifs.data?.pages.flatMap((page) => page.gifs) ?? [];
  const notConfigured = gifs.error instanceof ApiError && gifs.error.code === "not_configured";

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="gif-picker-title"
      className="absolute inset-0 z-20 flex flex-col rounded-t-3xl bg-paper"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="flex items-center gap-2 border-b border-line px-3 pt-4 pb-3">
        <button
          type="button"
          onClick={onClose}
          aria-label="Back to the scene"
          className="grid size-11 place-items-center rounded-full text-ink-soft hover:bg-cream hover:text-ink"
        >
          <ArrowLeft className="size-5" aria-hidden />
        </button>
        <h3 id="gif-picker-title" className="flex-1 font-display text-xl font-semibold">
          Choose a GIF
        </h3>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close GIF picker"
          className="grid size-11 place-items-center rounded-full text-ink-soft hover:bg-cream hover:text-ink"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <div className="px-4 pt-3">
        <label className="relative block">
          <span className="sr-only">Search GIFs</span>
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-soft"
            aria-hidden
          />
          <input
            ref={searchRef}
            type="search"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            placeholder="Search for GIFs..."
            className="h-12 w-full rounded-xl border border-[#a08f80] bg-white pr-4 pl-10 text-base placeholder:text-ink-soft/80 focus:border-ember focus:ring-3 focus:ring-ember/15 focus:outline-none"
          />
        </label>
      </div>
      <div
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-3"
        aria-live="polite"
      >
        {gifs.isPending ? (
          <p className="flex items-center justify-center gap-2 py-16 text-ink-soft">
            <Loader2 className="size-5 animate-spin text-ember" aria-hidden />
            Loading GIFs...
          </p>
        ) : gifs.isError ? (
          <div className="grid place-items-center gap-2 px-6 py-14 text-center">
            <ImageOff className="size-8 text-ink-soft" aria-hidden />
            <p className="font-semibold">
              {notConfigured ? "GIFs aren’t available here." : "GIFs could not be loaded"}
            </p>
            {!notConfigured && (
              <>
                <p className="text-sm text-ink-soft">{gifs.error.message}</p>
                <button
                  type="button"
                  onClick={() => void gifs.refetch()}
                  className="mt-2 rounded-lg border border-line bg-white px-4 py-2 text-sm font-medium hover:bg-cream"
                >
                  Try again
                </button>
              </>
            )}
          </div>
        ) : list.length === 0 ? (
          <div className="grid place-items-center gap-1 py-14 text-center">
            <p className="font-semibold">No GIFs found</p>
            <p className="text-sm text-ink-soft">Try a different search term</p>
          </div>
        ) : (
          <ul
            className="grid grid-cols-2 gap-2"
            aria-label={term ? `GIFs for ${term}` : "Trending GIFs"}
          >
            {list.map((gif) => (
              <li key={gif.id}>
                <button
                  type="button"
                  onClick={() => onPick(gif)}
                  className="block w-full overflow-hidden rounded-xl bg-cream ring-ember transition hover:ring-2"
                  style={{
                    aspectRatio: gif.width && gif.height ? `${gif.width} / ${gif.height}` : "1 / 1",
                  }}
                >
                  <img
                    src={gif.previewUrl}
                    alt={gif.title || "GIF"}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
        {gifs.hasNextPage && list.length > 0 && (
          <div className="pt-3 text-center">
            <button
              type="button"
              onClick={() => void gifs.fetchNextPage()}
              disabled={gifs.isFetchingNextPage}
              className="inline-flex h-10 items-center gap-2 rounded-lg border border-line bg-white px-4 text-sm font-medium hover:bg-cream disabled:opacity-60"
            >
              {gifs.isFetchingNextPage && <Loader2 className="size-4 animate-spin" aria-hidden />}
              {gifs.isFetchingNextPage ? "Loading GIFs..." : "More GIFs"}
            </button>
          </div>
        )}
      </div>
      <p className="border-t border-line px-4 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] text-center text-xs font-semibold tracking-wide text-ink-soft">
        Powered by GIPHY
      </p>
    </div>
  );
}
