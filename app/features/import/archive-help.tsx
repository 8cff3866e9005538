import { ChevronDown } from "lucide-react";
import { archiveGuides } from "./archive-sources";

// "How to get your archive": one folded section per platform, with its real menus.
export function ArchiveHelp() {
  return (
    <section aria-labelledby="archive-help-title" className="mt-8">
      <h2 id="archive-help-title" className="font-display text-2xl font-semibold">
        How to get your archive
      </h2>
      <p className="mt-1 text-ink-soft">
        Each platform lets you download everything you posted as a ZIP. Ask for it, wait for the
        email, then bring the ZIP here.
      </p>
      <div className="mt-4 divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white">
        {archiveGuides.map((guide) => (
          <details key={guide.source} className="group">
            <summary className="flex cursor-pointer list-none items-center gap-3 px-4 py-3.5 hover:bg-cream [&::-webkit-details-marker]:hidden">
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{guide.name}</span>
                <span className="block text-sm text-ink-soft">{guide.brings}</span>
              </span>
              <ChevronDown
                className="size-5 shrink-0 text-ink-soft transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <div className="px-4 pb-4">
              <ol className="grid list-decimal gap-1.5 pl-5 text-[15px] leading-relaxed">
                {guide.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              {guide.note && <p className="mt-2 text-sm text-ink-soft">{guide.note}</p>}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
