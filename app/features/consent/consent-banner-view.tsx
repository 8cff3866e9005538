import { clsx } from "clsx";
import { Cookie, X } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { FADE_MS } from "./timing";

// What a button of the banner does. The landing page's island (app/islands/) finds its buttons by
// this attribute, since it shows the same markup without React.
export type ConsentAction = "accept" | "reject" | "necessary" | "minimize" | "expand";
type OnAction = (action: ConsentAction) => void;

const choiceClasses = "h-10 px-1.5 text-[13px] leading-tight whitespace-normal sm:px-2 sm:text-sm";

// The three answers, in the order the banner offers them; only accepting is the primary button.
const CHOICES = [
  { action: "accept", label: "Accept All", variant: "primary" },
  { action: "reject", label: "Reject All", variant: "secondary" },
  { action: "necessary", label: "Necessary Only", variant: "secondary" },
] as const satisfies readonly { action: ConsentAction; label: string; variant: string }[];

// The round cookie button the banner shrinks to.
export function ConsentMinimized({ onAction }: { onAction?: OnAction }) {
  return (
    <button
      type="button"
      onClick={() => onAction?.("expand")}
      data-consent-action="expand"
      aria-label="Cookie preferences"
      data-testid="consent-minimized"
      className="fixed bottom-4 left-4 z-50 grid size-12 place-items-center rounded-full border border-line bg-white text-ember shadow-lg hover:bg-cream"
    >
      <Cookie className="size-6" aria-hidden />
    </button>
  );
}

// Compact on a phone (a short line and the three choices side by side, about a fifth of the
// screen), roomier from the small breakpoint up.
export function ConsentPanel({ closing, onAction }: { closing: boolean; onAction?: OnAction }) {
  return (
    <section
      role="region"
      aria-label="Cookie consent"
      data-testid="consent-banner"
      style={{ transitionDuration: `${FADE_MS}ms` }}
      className={clsx(
        "fixed inset-x-2 bottom-2 z-50 mx-auto max-w-xl rounded-2xl border border-line bg-white p-3.5 shadow-[0_20px_50px_-15px_rgba(28,23,20,0.35)] transition-opacity sm:inset-x-auto sm:bottom-3 sm:left-4 sm:p-6",
        closing ? "pointer-events-none opacity-0" : "opacity-100",
      )}
    >
      <div className="flex items-start gap-3">
        <span className="hidden size-10 shrink-0 place-items-center rounded-full bg-ember/10 text-ember sm:grid">
          <Cookie className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-[15px] font-semibold text-ink sm:text-base">
            Your privacy, your choice
          </h2>
          <p className="mt-0.5 text-[13px] leading-snug text-ink-soft sm:mt-1 sm:text-[14px] sm:leading-relaxed">
            Analytics cookies load only if you accept, and never touch your stories.{" "}
            <Link
              to="/privacy"
              className="font-medium text-ember-dark underline underline-offset-2"
            >
              Privacy policy
            </Link>
          </p>
        </div>
        <button
          type="button"
          aria-label="Minimize"
          onClick={() => onAction?.("minimize")}
          data-consent-action="minimize"
          className="-mt-1.5 -mr-1.5 grid size-9 shrink-0 place-items-center rounded-lg text-ink-soft hover:bg-cream"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      <div className="mt-3 grid grid-cols-3 gap-2 sm:mt-4">
        {CHOICES.map(({ action, label, variant }) => (
          <Button
            key={action}
            size="sm"
            variant={variant}
            className={choiceClasses}
            onClick={() => onAction?.(action)}
            data-consent-action={action}
          >
            {label}
          </Button>
        ))}
      </div>
    </section>
  );
}

// The banner's two faces as inert templates, for a page that shows them without React.
export function ConsentBannerTemplates() {
  return (
    <>
      <template data-consent-template="panel">
        <ConsentPanel closing={false} />
      </template>
      <template data-consent-template="minimized">
        <ConsentMinimized />
      </template>
    </>
  );
}
