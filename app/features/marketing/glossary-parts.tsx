import { clsx } from "clsx";
import { Link } from "react-router";

export function LetterNav({
  letters,
  current,
}: {
  letters: { letter: string; count: number }[];
  current?: string;
}) {
  return (
    <nav aria-label="Glossary letters" className="mt-8">
      <ul className="flex flex-wrap gap-1.5">
        {letters.map(({ letter, count }) => (
          <li key={letter}>
            {count > 0 ? (
              <Link
                to={`/glossary/${letter}`}
                aria-current={current === letter ? "page" : undefined}
                aria-label={`Terms starting with ${letter.toUpperCase()} (${count})`}
                className={clsx(
                  "grid size-10 place-items-center rounded-lg border text-[15px] font-semibold uppercase transition-colors",
                  current === letter
                    ? "border-ember bg-ember text-white"
                    : "border-line bg-white text-ink hover:border-ember hover:text-ember-dark",
                )}
              >
                {letter}
              </Link>
            ) : (
              <span
                aria-hidden
                className="grid size-10 place-items-center rounded-lg border border-transparent text-[15px] font-semibold text-ink-soft/50 uppercase"
              >
                {letter}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
