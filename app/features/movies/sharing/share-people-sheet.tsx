import { useState } from "react";
import { MAX_COLLABORATORS } from "#contracts/collaboration.ts";
import type { Movie } from "#contracts/movie.ts";
import { countOf } from "#contracts/plural.ts";
import { BottomSheet } from "#app/components/ui/bottom-sheet";
import { FormAlert } from "#app/components/ui/form-alert";
import { MovieListError, MovieListSkeleton } from "#app/components/movie-list-states";
import { useCollaborators } from "./collaborators-api";
import { InviteForm } from "./invite-form";
import { PersonRow } from "./person-row";

// "Share with people": the owner invites people by email to edit, comment or read, and sees,
// changes and removes who has the movie. At most ten, pending invitations included.
export function SharePeopleSheet({
  movie,
  open,
  onOpenChange,
}: {
  movie: Movie;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const list = useCollaborators(movie.id, open);
  // Links of invitations sent from this sheet: the list never carries them.
  const [links, setLinks] = useState<Record<string, string>>({});
  const people = list.data?.collaborators ?? [];
  const full = people.length >= MAX_COLLABORATORS;

  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title="Share with people"
      description={`Invite people to write “${movie.title}” with you. Each gets a link by email.`}
    >
      {list.isPending ? (
        <MovieListSkeleton rows={2} />
      ) : list.isError ? (
        <MovieListError
          message={list.error.message}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        <div className="grid grid-cols-1 gap-5">
          {full && (
            <FormAlert tone="info">
              This movie is shared with {MAX_COLLABORATORS} people, the most it can be. Remove
              someone to invite another.
            </FormAlert>
          )}
          <InviteForm
            movieId={movie.id}
            ownEmail={list.data.owner.email}
            taken={people.map((p) => p.email.toLowerCase())}
            full={full}
            onInvited={(invited) => setLinks((l) => ({ ...l, [invited.id]: invited.inviteUrl }))}
          />
          <section aria-labelledby={`people-${movie.id}`} className="grid grid-cols-1 gap-1">
            <div className="flex items-baseline justify-between gap-3">
              <h3 id={`people-${movie.id}`} className="text-sm font-semibold">
                People with access
              </h3>
              <p className="text-[13px] text-ink-soft" data-testid="people-count">
                {people.length} of {MAX_COLLABORATORS}
              </p>
            </div>
            <ul className="divide-y divide-line">
              <li className="py-3">
                <p className="truncate text-sm font-semibold">{list.data.owner.name} (you)</p>
                <p className="truncate text-[13px] text-ink-soft">
                  {list.data.owner.email} · Owner
                </p>
              </li>
              {people.map((person) => (
                <PersonRow
                  key={person.id}
                  movieId={movie.id}
                  person={person}
                  inviteUrl={links[person.id]}
                  onNewLink={(id, url) => setLinks((l) => ({ ...l, [id]: url }))}
                />
              ))}
            </ul>
            {people.length === 0 && (
              <p className="text-[13px] text-ink-soft">
                Nobody else yet. {countOf(MAX_COLLABORATORS, "person", "people")} at most.
              </p>
            )}
          </section>
        </div>
      )}
    </BottomSheet>
  );
}
