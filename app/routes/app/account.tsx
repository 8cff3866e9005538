import { useSearchParams } from "react-router";
import { PageHeader } from "#app/features/app-shell/page-header";
import { useHasPassword } from "#app/features/account/account-api";
import { CommentDigestCard } from "#app/features/account/comment-digest-card";
import { DeleteAccountCard } from "#app/features/account/delete-account-card";
import { ExportCard } from "#app/features/account/export-card";
import { LinkedAccountsCard } from "#app/features/account/linked-accounts-card";
import { PasswordCard } from "#app/features/account/password-card";
import { ProfileCard } from "#app/features/account/profile-card";
import { ReauthProvider } from "#app/features/account/reauth";
import { SessionsCard } from "#app/features/account/sessions-card";
import { TwoFactorCard } from "#app/features/account/two-factor-card";
import { authClient } from "#app/lib/auth-client";

export function meta() {
  return [{ title: "Your account · Lifescript" }];
}

type AccountUser = { name: string; email: string; twoFactorEnabled?: boolean | null };

export default function AccountRoute() {
  const [params, setParams] = useSearchParams();
  const session = authClient.useSession();
  const hasPassword = useHasPassword();
  const user = session.data?.user as AccountUser | undefined;
  // The mail's link names the export (?export=id); a new one replaces it in the address.
  const exportId = params.get("export");

  return (
    <ReauthProvider>
      <PageHeader
        title="Your account"
        description="Your name, how you sign in, where you are signed in, your email about readers' comments, and your data."
      />
      <div className="grid max-w-2xl gap-5">
        {user && (
          <>
            <ProfileCard
              key={user.email}
              name={user.name}
              email={user.email}
              emailChanged={params.get("email") === "changed"}
            />
            <PasswordCard />
            <TwoFactorCard
              enabled={Boolean(user.twoFactorEnabled)}
              hasPassword={hasPassword.data !== false}
            />
          </>
        )}
        <SessionsCard />
        <LinkedAccountsCard />
        <CommentDigestCard />
        <ExportCard
          exportId={exportId}
          onStarted={(id) => setParams({ export: id }, { replace: true })}
        />
        <DeleteAccountCard onDeleted={() => window.location.assign("/account-deleted")} />
      </div>
    </ReauthProvider>
  );
}
