import { clsx } from "clsx";
import { Eyebrow } from "#app/features/marketing/eyebrow";
import { StartCtas } from "./start-ctas";
import { belowTheFold } from "./below-the-fold";

// The closing invitation, on the dark band above the footer.
export function FinalCall() {
  return (
    <section
      aria-labelledby="cta-title"
      className={clsx("on-dark relative overflow-hidden bg-night text-paper", belowTheFold)}
    >
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_80%_at_50%_0%,rgba(217,164,65,0.22),transparent_70%)]"
      />
      <div className="relative mx-auto max-w-3xl px-5 py-20 text-center sm:px-8 md:py-28">
        <Eyebrow tone="gold">Fade in</Eyebrow>
        <h2
          id="cta-title"
          className="mt-4 text-balance font-display text-4xl leading-tight font-semibold tracking-tight sm:text-6xl"
        >
          Every life has a scene worth writing.
        </h2>
        <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-paper/80">
          Start with one moment. Give it a title, pick a genre, and see where it goes.
        </p>
        <StartCtas className="mt-9 justify-center" onDark />
      </div>
    </section>
  );
}
