import { clsx } from "clsx";
import type { Character } from "#app/features/characters/characters-api";

// "Who is in this scene?": the movie's people as toggles.
export function CharacterChooser({
  characters,
  chosen,
  onToggle,
}: {
  characters: Character[];
  chosen: string[];
  onToggle: (id: string, on: boolean) => void;
}) {
  return (
    <fieldset className="mt-5">
      <legend className="mb-2 px-1 text-sm font-semibold">Who is in this scene?</legend>
      <div className="flex flex-wrap gap-2">
        {characters.map((character) => {
          const checked = chosen.includes(character.id);
          return (
            <label
              key={character.id}
              className={clsx(
                "inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border px-3.5 text-sm font-medium",
                "has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ember-dark",
                checked ? "border-ember bg-ember/10 text-ember-dark" : "border-line bg-white",
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                onChange={(e) => onToggle(character.id, e.target.checked)}
              />
              {character.name}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
