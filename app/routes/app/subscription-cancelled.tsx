import { CircleSlash } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button";

export function meta() {
  return [{ title: "Checkout cancelled · Lifescript" }];
}

export default function SubscriptionCancelledRoute() {
  return (
    <section
      aria-labelledby="cancelled-title"
      className="mx-auto max-w-xl py-6 text-center sm:py-12"
    >
      <CircleSlash className="mx-auto size-12 text-ink-soft" aria-hidden />
      <h1 id="cancelled-title" className="mt-5 font-display text-3xl font-semibold tracking-tight">
        Checkout cancelled
      </h1>
      <p className="mt-3 text-lg leading-relaxed text-ink-soft">
        Nothing was charged. You are still on your current plan, and everything you made is exactly
        where you left it.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/app/subscription">Back to your subscription</ButtonLink>
        <ButtonLink to="/app/movies" variant="secondary">
          Go to your movies
        </ButtonLink>
      </div>
    </section>
  );
}
