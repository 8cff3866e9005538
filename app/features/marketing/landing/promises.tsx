import { clsx } from "clsx";
import { FileText, Lock, Smartphone } from "lucide-react";
import { belowTheFold } from "./below-the-fold";

// Privacy, the phone, the real format.
const PROMISES = [
  {
    icon: Lock,
    title: "Private until you share",
    body: "Your movies belong to your account. Nobody else sees them unless you decide to share.",
  },
  {
    icon: Smartphone,
    title: "Made for your phone",
    body: "Memories come back at odd moments. Capture them in a few taps, wherever you are.",
  },
  {
    icon: FileText,
    title: "The real format",
    body: "Courier, 12 point, industry margins: pages that read like the scripts films are made from.",
  },
] as const;

export function Promises() {
  return (
    <section aria-labelledby="promises-title" className={clsx("bg-cream/70", belowTheFold)}>
      <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 md:py-20">
        <h2
          id="promises-title"
          className="max-w-2xl text-balance font-display text-3xl leading-tight font-semibold tracking-tight sm:text-4xl"
        >
          Built for the stories you care about most
        </h2>
        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {PROMISES.map((item) => (
            <li key={item.title} className="flex gap-4">
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-white text-ember shadow-sm">
                <item.icon className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="text-lg font-semibold">{item.title}</h3>
                <p className="mt-1 leading-relaxed text-ink-soft">{item.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
