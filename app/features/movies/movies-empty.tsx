import { Plus } from "lucide-react";
import { Button } from "#app/components/ui/button";

// No movies yet: invite the first one.
export function MoviesEmpty({ onCreate }: { onCreate: () => void }) {
  return (
    <section className="relative overflow-hidden rounded-3xl border border-line bg-white px-6 py-10 text-center sm:px-10 sm:py-14">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_60%_at_50%_0%,rgba(217,164,65,0.22),transparent_70%)]"
      />
      <div className="relative">
        <div aria-hidden className="mx-auto flex w-fit -space-x-5">
          <div className="h-24 w-[72px] -rotate-6 rounded-lg bg-gradient-to-br from-[#d9a441] to-[#9a5b1e] shadow-md" />
          <div className="relative z-10 grid h-24 w-[72px] place-items-center rounded-lg bg-gradient-to-br from-[#b4472f] to-[#5a1f14] shadow-lg">
            <Plus className="size-7 text-paper" />
          </div>
          <div className="h-24 w-[72px] rotate-6 rounded-lg bg-gradient-to-br from-[#6b4a3a] to-[#241a15] shadow-md" />
        </div>
        <h2 className="mt-8 font-display text-[28px] leading-tight font-semibold tracking-tight sm:text-3xl">
          Your first movie starts with one moment
        </h2>
        <p className="mx-auto mt-3 max-w-md leading-relaxed text-ink-soft">
          A movie holds the scenes of one story from your life: a summer, a friendship, a turning
          point. Give it a title and you can start adding moments.
        </p>
        <Button size="lg" className="mt-7" onClick={onCreate}>
          <Plus className="size-5" aria-hidden />
          Create your first movie
        </Button>
      </div>
    </section>
  );
}
