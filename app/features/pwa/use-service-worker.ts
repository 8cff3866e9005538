import { useCallback, useEffect, useRef, useState } from "react";
import type { Workbox } from "workbox-window";
import { keepAppShell } from "./offline-caches";

// How often an open app asks whether a new version is out (the browser also asks on each visit).
const UPDATE_CHECK_MS = 60 * 60 * 1000;

// Registers the service worker (built into /sw.js by scripts/pwa/build-service-worker.ts) for the
// signed-in app only; the public site never loads it. A new version installs in the background and
// waits: `updateReady` turns true, and `applyUpdate` (the Reload button) lets it take over and
// reloads the page once it has, so no page runs a mix of two versions.
export function useServiceWorker(): { updateReady: boolean; applyUpdate: () => void } {
  const [updateReady, setUpdateReady] = useState(false);
  const workbox = useRef<Workbox | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    let cancelled = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    void import("workbox-window").then(({ Workbox }) => {
      if (cancelled) return;
      const wb = new Workbox("/sw.js", { scope: "/app" });
      wb.addEventListener("waiting", () => setUpdateReady(true));
      workbox.current = wb;
      void wb
        .register()
        .then(() => keepAppShell())
        .catch(() => {
          // No worker (private mode, blocked): the app works online as before.
        });
      timer = setInterval(() => void wb.update().catch(() => undefined), UPDATE_CHECK_MS);
    });
    return () => {
      cancelled = true;
      if (timer) clearInterval(timer);
    };
  }, []);

  const applyUpdate = useCallback(() => {
    const wb = workbox.current;
    if (!wb) return window.location.reload();
    wb.addEventListener("controlling", () => window.location.reload());
    wb.messageSkipWaiting();
  }, []);

  return { updateReady, applyUpdate };
}
