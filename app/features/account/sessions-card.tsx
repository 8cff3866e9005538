import { LogOut, MonitorSmartphone } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { relativeTime } from "#app/lib/format-date";
import type { SignedInSession } from "#contracts/account-settings.ts";
import { useSignedInSessions, useSignOutOthers, useSignOutSession } from "./account-settings-api";
import { SettingsCard } from "./settings-card";
import { countOf, nounFor } from "#contracts/plural.ts";

function SessionRow({ session }: { session: SignedInSession }) {
  const signOut = useSignOutSession();
  const place = session.country?.name ?? "Place unknown";
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3.5">
      <div className="min-w-0">
        <p className="font-medium text-ink">
          {session.device}
          {session.current && (
            <span className="ml-2 rounded-full bg-success/10 px-2 py-0.5 text-xs font-semibold text-success">
              This device
            </span>
          )}
        </p>
        <p className="text-sm text-ink-soft">
          {place} ·{" "}
          {session.current ? "in use now" : `last used ${relativeTime(session.lastUsedAt)}`}
        </p>
        {signOut.isError && <p className="mt-1 text-sm text-danger">{signOut.error.message}</p>}
      </div>
      {!session.current && (
        <Button
          size="sm"
          variant="secondary"
          pending={signOut.isPending}
          pendingLabel="Signing out…"
          aria-label={`Sign out ${session.device}, ${place}`}
          onClick={() => signOut.mutate(session.id)}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

// Where the account is signed in: each device with its place and last use, and a way out for
// every one but this.
export function SessionsCard() {
  const sessions = useSignedInSessions();
  const others = useSignOutOthers();
  const list = sessions.data?.sessions ?? [];
  return (
    <SettingsCard
      icon={MonitorSmartphone}
      title="Where you're signed in"
      description="Sign out a device you no longer use or do not recognise. Its next request is refused."
    >
      {sessions.isPending && <p className="text-sm text-ink-soft">Loading your devices…</p>}
      {sessions.isError && <FormAlert>{sessions.error.message}</FormAlert>}
      {list.length > 0 && (
        <ul className="divide-y divide-line border-y border-line" aria-label="Signed-in devices">
          {list.map((s) => (
            <SessionRow key={s.id} session={s} />
          ))}
        </ul>
      )}
      <div className="grid gap-3 empty:hidden [&:not(:empty)]:mt-4" aria-live="polite">
        {others.isError && <FormAlert>{others.error.message}</FormAlert>}
        {others.isSuccess && (
          <FormAlert tone="success">
            {`${countOf(others.data.signedOut, "other device", "other devices")} ${nounFor(
              others.data.signedOut,
              { one: "was", other: "were" },
            )} signed out.`}
          </FormAlert>
        )}
        {list.length > 1 && (
          <div>
            <Button
              variant="secondary"
              pending={others.isPending}
              pendingLabel="Signing out…"
              onClick={() => others.mutate()}
            >
              <LogOut className="size-4" aria-hidden />
              Sign out everywhere else
            </Button>
          </div>
        )}
      </div>
    </SettingsCard>
  );
}
