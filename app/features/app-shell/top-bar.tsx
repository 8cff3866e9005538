import { clsx } from "clsx";
import { Logo } from "#app/components/ui/logo";
import { OfflineBanner } from "#app/lib/offline/offline-banner";
import { HeaderTrail } from "./header-trail";
import type { ShellUser } from "./types";
import { UserMenu } from "./user-menu";

export function TopBar({
  user,
  onSignOut,
  signingOut,
  container,
  desktop,
}: {
  user: ShellUser;
  onSignOut: () => void;
  signingOut: boolean;
  /** The page's column (appContainer): the header's edges are the content's. */
  container: string;
  desktop: boolean;
}) {
  return (
    <header className="sticky top-0 z-30 border-b border-line/70 bg-paper/90 pt-[env(safe-area-inset-top)] backdrop-blur-md">
      <div className={clsx(container, "flex h-14 items-center justify-between gap-3 sm:h-16")}>
        <Logo to="/app" className="lg:hidden" />
        <HeaderTrail enabled={desktop} />
        <div className="flex min-w-0 items-center gap-2">
          <OfflineBanner />
          <UserMenu user={user} onSignOut={onSignOut} signingOut={signingOut} />
        </div>
      </div>
    </header>
  );
}
