import { Loader2 } from "lucide-react";
import { Link, useNavigate } from "react-router";
import type { Invitation } from "#contracts/collaboration.ts";
import { Button, buttonClasses } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { AuthShell } from "#app/features/auth/auth-shell";
import { ApiError } from "#app/lib/api-client";
import { formatDate } from "#app/lib/format-date";
import { scenesPath } from "#app/lib/paths";
import { rememberReturnTo } from "#app/lib/return-to";
import { useAcceptInvitation, useInvitation } from "./collaborators-api";

// Who opens the link: nobody signed in, a guest (no account yet), or a person with an account.
export type InvitedVisitor =
  { kind: "signed-out" } | { kind: "guest" } | { kind: "person"; email: string };

const ROLE_PHRASE: Record<Invitation["role"], string> = {
  editor: "write it with them",
  commenter: "read it and comment",
  viewer: "read it",
};

const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

// An invitation link: what it offers, and the one step that is next for whoever opened it.
export function InvitationPage({ token, visitor }: { token: string; visitor: InvitedVisitor }) {
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const navigate = useNavigate();
  const here = `/invite/${token}`;

  if (invitation.isPending)
    return (
      <AuthShell title="Opening your invitation">
        <p role="status" className="flex items-center gap-2 text-sm text-ink-soft">
          <Loader2 className="size-4 animate-spin text-ember" aria-hidden />
          Loading…
        </p>
      </AuthShell>
    );

  if (invitation.isError || (accept.isError && isGone(accept.error))) {
    const error = invitation.error ?? accept.error;
    return isGone(error) ? (
      <DeadLink signedIn={visitor.kind === "person"} />
    ) : (
      <AuthShell title="This invitation could not be opened">
        <div className="grid gap-4">
          <FormAlert>{error?.message}</FormAlert>
          <Button onClick={() => void invitation.refetch()} pending={invitation.isFetching}>
            Try again
          </Button>
        </div>
      </AuthShell>
    );
  }

  const { movieTitle, ownerName, role, email, expiresAt } = invitation.data;
  return (
    <AuthShell
      title={`Join “${movieTitle}”`}
      subtitle={`${ownerName} invited you to ${ROLE_PHRASE[role]}.`}
    >
      <div className="grid gap-5">
        <dl className="grid gap-1 rounded-xl bg-paper px-4 py-3 text-sm">
          <div className="flex gap-2">
            <dt className="shrink-0 text-ink-soft">Sent to</dt>
            <dd className="min-w-0 font-medium break-words">{email}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="shrink-0 text-ink-soft">Link works until</dt>
            <dd className="font-medium">{formatDate(expiresAt)}</dd>
          </div>
        </dl>
        {visitor.kind === "person" ? (
          <>
            {visitor.email.toLowerCase() !== email.toLowerCase() && (
              <p className="text-sm text-ink-soft">
                You are signed in as {visitor.email}. Accepting adds “{movieTitle}” to this account.
              </p>
            )}
            {accept.isError && <FormAlert>{accept.error.message}</FormAlert>}
            <Button
              size="lg"
              block
              pending={accept.isPending}
              pendingLabel="Joining…"
              onClick={() =>
                accept.mutate(undefined, {
                  onSuccess: ({ movieId }) => void navigate(scenesPath(movieId), { replace: true }),
                })
              }
            >
              Accept and open the movie
            </Button>
          </>
        ) : (
          <>
            <p className="text-sm text-ink-soft">
              {visitor.kind === "guest"
                ? "You are trying Lifescript as a guest. Make an account first: then you can join this movie, and the movie you started stays yours."
                : "To join, sign in or make a free account. You come back here afterwards."}
            </p>
            <div className="grid gap-3">
              <Link
                to="/auth/signup"
                onClick={() => rememberReturnTo(here)}
                className={buttonClasses({ size: "lg", block: true })}
              >
                Create an account
              </Link>
              {visitor.kind === "signed-out" && (
                <Link
                  to="/auth/login"
                  onClick={() => rememberReturnTo(here)}
                  className={buttonClasses({ variant: "secondary", size: "lg", block: true })}
                >
                  Sign in
                </Link>
              )}
            </div>
          </>
        )}
      </div>
    </AuthShell>
  );
}

function DeadLink({ signedIn }: { signedIn: boolean }) {
  return (
    <AuthShell
      title="This invitation link doesn't work"
      subtitle="It may have expired, been used already, or been taken back by the movie's owner."
    >
      <div className="grid gap-4">
        <p className="text-sm text-ink-soft">
          Ask the person who invited you to send a new link from “Share with people”.
        </p>
        <Link
          to={signedIn ? "/app/movies" : "/"}
          className={buttonClasses({ variant: "secondary", size: "lg", block: true })}
        >
          {signedIn ? "Go to your movies" : "Go to Lifescript"}
        </Link>
      </div>
    </AuthShell>
  );
}
