import { clsx } from "clsx";
import { Link } from "react-router";
import { NotFoundMessage } from "#app/components/not-found-message";
import { buttonClasses } from "#app/components/ui/button";
import { Eyebrow } from "./eyebrow";

/** The warm header band every content page opens with. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  narrow = false,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: React.ReactNode;
  narrow?: boolean;
}) {
  return (
    <section className="relative overflow-hidden border-b border-line/70">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_70%_at_90%_0%,rgba(217,164,65,0.22),transparent_65%),radial-gradient(40%_50%_at_0%_100%,rgba(180,71,47,0.08),transparent_70%)]"
      />
      <div
        className={clsx(
          "relative mx-auto px-5 pt-12 pb-10 sm:px-8 md:pt-16 md:pb-14",
          narrow ? "max-w-3xl" : "max-w-6xl",
        )}
      >
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1 className="mt-3 max-w-3xl font-display text-4xl leading-[1.08] font-semibold tracking-tight text-balance text-ink sm:text-5xl">
          {title}
        </h1>
        {lead && (
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-ink-soft">{lead}</p>
        )}
        {children}
      </div>
    </section>
  );
}

/** Markdown rendered on the server from content/ (our own text, never user input). */
export function Prose({ html, className }: { html: string; className?: string }) {
  return <div className={clsx("prose-ls", className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

export function Breadcrumbs({ items }: { items: { to?: string; label: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-ink-soft">
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, index) => (
          <li key={item.label} className="flex items-center gap-1.5">
            {index > 0 && <span aria-hidden>/</span>}
            {item.to ? (
              <Link
                to={item.to}
                className="rounded underline-offset-4 hover:text-ink hover:underline"
              >
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The 404 inside the site chrome, for unknown glossary letters, terms and quizzes. */
export function NotFoundContent() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-5 py-24 text-center">
      <NotFoundMessage />
    </section>
  );
}

export function CallToStart({ title, body }: { title?: string; body?: string }) {
  return (
    <section className="on-dark relative overflow-hidden rounded-3xl bg-night px-6 py-12 text-center text-paper sm:px-10">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_80%_at_50%_0%,rgba(217,164,65,0.22),transparent_70%)]"
      />
      <div className="relative">
        <h2 className="font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          {title ?? "Start with one moment."}
        </h2>
        <p className="mx-auto mt-3 max-w-lg text-paper/80">
          {body ??
            "No account needed to begin. Write one scene, and keep your movie when you sign up. Free while Lifescript is in early access."}
        </p>
        <Link to="/movify" className={buttonClasses({ size: "lg", className: "mt-7" })}>
          Start your story
        </Link>
      </div>
    </section>
  );
}
