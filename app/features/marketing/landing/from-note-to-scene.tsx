import { clsx } from "clsx";
import { Clapperboard, Smartphone } from "lucide-react";
import { Eyebrow } from "#app/features/marketing/eyebrow";
import { ScreenplaySample } from "#app/features/marketing/screenplay-sample";
import { belowTheFold } from "./below-the-fold";

// One remembered moment beside the screenplay scene it becomes.
export function FromNoteToScene() {
  return (
    <section
      aria-labelledby="sample-title"
      className={clsx("mx-auto max-w-6xl px-5 py-16 sm:px-8 md:py-24", belowTheFold)}
    >
      <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
        <div>
          <Eyebrow>A moment, then a scene</Eyebrow>
          <h2
            id="sample-title"
            className="mt-3 font-display text-4xl leading-tight font-semibold tracking-tight text-balance sm:text-5xl"
          >
            You write it the way you remember it.
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-ink-soft">
            No screenwriting rules to learn first. Tell it plainly, the way you would tell a friend.
            The screenplay format is Lifescript's job.
          </p>
          <figure className="mt-8 rounded-2xl border border-line bg-white p-5 shadow-sm">
            <figcaption className="flex items-center gap-2 text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase">
              <Smartphone className="size-4 text-ember" aria-hidden />
              The moment, as captured
            </figcaption>
            <blockquote className="mt-3 text-[17px] leading-relaxed text-ink">
              “Dad taught me to drive in the church parking lot the week I turned sixteen. It was
              pouring. He swore he wasn't scared, but he held the door handle the whole time.”
            </blockquote>
          </figure>
        </div>
        <div className="relative">
          <p className="mb-3 flex items-center gap-2 text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase">
            <Clapperboard className="size-4 text-ember" aria-hidden />
            The same moment, as a scene
          </p>
          <ScreenplaySample pageNumber={false} className="rounded-xl" />
        </div>
      </div>
    </section>
  );
}
