import { Logo } from "~/components/ui/logo";
import { OfflineBanner } from "~/lib/offline/offline-banner";
import type { ShellUser } from "./types";
import { UserMenu } from "./user-menu";

export function TopBar({
  user,
  onSignOut,
  signingOut,
}: {
  user: ShellUser;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  return (
    <header className="sticky top-0 z-30 border-b border-line/70 bg-paper/90 pt-[env(safe-area-inset-top)] backdrop-blur-md">
      <div className="mx-auto flex h-14 max-w-3xl items-center justify-between gap-3 px-4 sm:h-16 sm:px-6">
        <Logo to="/app" />
        <div className="flex min-w-0 items-center gap-2">
          <OfflineBanner />
          <UserMenu user={user} onSignOut={onSignOut} signingOut={signingOut} />
        </div>
      </div>
    </header>
  );
}
