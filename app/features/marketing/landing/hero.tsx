import { Eyebrow } from "#app/features/marketing/eyebrow";
import { ScreenplayTitlePage } from "#app/features/marketing/screenplay-sample";
import { StartCtas } from "./start-ctas";

// The first screen: what Lifescript does, the way in, and a title page as the proof.
export function Hero() {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(70%_60%_at_85%_20%,rgba(217,164,65,0.30),transparent_65%),radial-gradient(50%_50%_at_0%_100%,rgba(180,71,47,0.10),transparent_70%)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-5 pt-12 pb-16 sm:px-8 md:pt-20 md:pb-24 lg:grid-cols-[1.05fr_1fr] lg:gap-16">
        <div>
          <Eyebrow>Your life, in scenes</Eyebrow>
          <h1 className="mt-4 font-display text-[44px] leading-[1.02] font-semibold tracking-tight text-ink sm:text-6xl lg:text-[68px]">
            The story you lived, written for the screen.
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-soft sm:text-xl">
            Lifescript turns the moments you remember into scenes, and your scenes into a real,
            properly formatted screenplay.
          </p>
          <StartCtas className="mt-8" />
          <p className="mt-4 text-sm text-ink-soft">
            No account needed to begin. Keep your movie when you sign up.
          </p>
        </div>
        <div className="relative mx-auto w-full max-w-[300px] pb-6 sm:max-w-[400px] lg:max-w-[440px]">
          <div
            aria-hidden
            className="absolute inset-x-0 top-0 aspect-[8.5/11] translate-x-5 translate-y-4 rotate-3 rounded-sm bg-[#efe4d5] shadow-sm"
          />
          <div
            aria-hidden
            className="absolute inset-x-0 top-0 aspect-[8.5/11] translate-x-2.5 translate-y-2 rotate-[1.5deg] rounded-sm bg-cream shadow-sm"
          />
          <ScreenplayTitlePage className="relative -rotate-1" />
        </div>
      </div>
    </section>
  );
}
