import { useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import { useCallback, useEffect, useRef, useState } from "react";
import { Outlet, redirect, useLoaderData, useNavigate } from "react-router";
import { LoadingScreen } from "#app/components/route-states";
import { AppSidebar } from "#app/features/app-shell/app-sidebar";
import { BottomNav } from "#app/features/app-shell/bottom-nav";
import { appContainer, useWidePage } from "#app/features/app-shell/page-width";
import { EmailConfirmedNotice } from "#app/features/app-shell/email-confirmed-notice";
import { TopBar } from "#app/features/app-shell/top-bar";
import { sessionUser } from "#app/features/app-shell/session-user";
import { hasPlaceholderEmail } from "#app/features/app-shell/types";
import { VerifyEmailBanner } from "#app/features/app-shell/verify-email-banner";
import { useMailReachesPeople } from "#app/features/auth/use-public-config";
import { useGuestConversion } from "#app/features/guest/use-guest-conversion";
import { clearOfflineData, OfflineSync } from "#app/lib/offline/index";
import { OfflineIndicators } from "#app/lib/offline/offline-indicators";
import { StorageWarning } from "#app/lib/offline/storage-warning";
import { setUnauthorizedHandler } from "#app/lib/api-client";
import { forgetUser, signedInHereBefore } from "#app/features/app-shell/remembered-user";
import { clearSignedInCaches } from "#app/features/pwa/offline-caches";
import { UpdatePrompt } from "#app/features/pwa/update-prompt";
import { useServiceWorker } from "#app/features/pwa/use-service-worker";
import { loadAuthClient } from "#app/lib/load-auth-client";
import { DESKTOP_QUERY, useMediaQuery } from "#app/lib/use-media-query";

// Installable from here (docs/decisions/0034): the public site links no manifest and loads no worker.
export const links = () => [
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

export function meta() {
  return [{ title: "Your movies · Lifescript" }];
}

// The /app guard runs in the browser: no user goes to sign-up, or to sign-in when someone has
// signed in on this browser before (a session ended elsewhere); a guest goes back to the movie
// they started at /movify (which offers to save it to an account).
export async function clientLoader() {
  const user = await sessionUser();
  if (!user) throw redirect(signedInHereBefore() ? "/auth/login" : "/auth/signup");
  if (user.isAnonymous) throw redirect("/movify");
  return { user };
}
clientLoader.hydrate = true as const;

// The session is checked once when the area is entered; child navigations don't re-ask.
export function shouldRevalidate() {
  return false;
}

export function HydrateFallback() {
  return <LoadingScreen />;
}

export default function AppLayout() {
  const { user } = useLoaderData<typeof clientLoader>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);

  const signingOutRef = useRef(false);
  const signOut = useCallback(async () => {
    // A 401 during sign-out must not start another one.
    if (signingOutRef.current) return;
    signingOutRef.current = true;
    setSigningOut(true);
    // While the session still works: send what waits, then forget this user's offline data.
    await clearOfflineData().catch((e: unknown) => console.warn("Offline data not cleared", e));
    try {
      await (await loadAuthClient()).signOut();
    } catch {
      // Even if the server can't be told, this browser leaves the account.
    }
    // Nothing of this account stays for the next person on this device: the pages the service
    // worker kept and the person remembered for opening offline.
    forgetUser();
    await clearSignedInCaches().catch(() => undefined);
    // Drop cached data only once the app screens (and their queries) have unmounted,
    // or the list would refetch without a session.
    await navigate("/auth/login", { replace: true });
    queryClient.clear();
  }, [navigate, queryClient]);

  // A 401 from the API means the session ended elsewhere: sign out here too.
  useEffect(() => {
    setUnauthorizedHandler(() => void signOut());
    return () => setUnauthorizedHandler(undefined);
  }, [signOut]);

  useGuestConversion(user);
  const mailReachesPeople = useMailReachesPeople();
  const { updateReady, applyUpdate } = useServiceWorker();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const wide = useWidePage();
  const container = appContainer(wide);

  // Phones: header, page, bottom navigation. From 1024 px: the sidebar on the left, the header
  // and the page beside it, sharing one column (so one left edge). The order in the document is
  // the order on screen, for the keyboard and screen readers.
  return (
    <div className="min-h-dvh bg-paper lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-night px-4 py-2 font-semibold text-paper focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <OfflineSync userId={user.id} />
      <EmailConfirmedNotice />
      <AppSidebar desktop={desktop} />
      <div className="min-w-0">
        <TopBar
          user={user}
          onSignOut={() => void signOut()}
          signingOut={signingOut}
          container={container}
          desktop={desktop}
        />
        {mailReachesPeople && !user.emailVerified && !hasPlaceholderEmail(user) && (
          <VerifyEmailBanner email={user.email} container={container} />
        )}
        <StorageWarning />
        <main
          id="main"
          tabIndex={-1}
          className={clsx(
            container,
            "pb-[calc(6.5rem+env(safe-area-inset-bottom))] outline-none lg:pb-12",
            wide ? "pt-4" : "pt-6 sm:pt-10",
          )}
        >
          <Outlet />
        </main>
      </div>
      <BottomNav />
      <OfflineIndicators />
      {updateReady && <UpdatePrompt onReload={applyUpdate} />}
    </div>
  );
}
