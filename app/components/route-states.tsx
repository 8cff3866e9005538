import { Loader2 } from "lucide-react";

export function LoadingScreen({ label = "Loading..." }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-3 text-ink-soft"
    >
      <Loader2 className="size-8 animate-spin text-ember" aria-hidden />
      <p className="text-sm">{label}</p>
    </div>
  );
}

// A failed dynamic import means a new version was deployed under the open tab.
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk \S+ failed/i.test(
    message,
  );
}

const SUPPORT_MAILTO =
  "mailto:founders@lifescript.app?subject=Something%20went%20wrong%20in%20Lifescript&body=What%20I%20was%20doing%3A%20";

export function RouteError({ kind, error }: { kind: "auto" | "generic"; error?: unknown }) {
  const chunk = kind === "auto" && isChunkLoadError(error);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-paper px-6">
      <div
        role="alert"
        className="w-full max-w-md rounded-2xl border border-line bg-white p-8 text-center shadow-sm"
      >
        {chunk ? (
          <>
            <h1 className="font-display text-2xl font-semibold">Page Update Required</h1>
            <p className="mt-3 text-ink-soft">
              The app has been updated. Please refresh to load the latest version.
            </p>
            <button
              type="button"
              onClick={() => window.location.reload()}
              className="mt-6 inline-flex h-11 items-center justify-center rounded-lg bg-ember px-6 font-medium text-white hover:bg-ember-dark"
            >
              Refresh Page
            </button>
          </>
        ) : (
          <>
            <h1 className="font-display text-2xl font-semibold">Something went wrong</h1>
            <p className="mt-3 text-ink-soft">Failed to load this page. Please try again.</p>
            <button
              type="button"
              onClick={() => window.location.reload()}
              className="mt-6 inline-flex h-11 items-center justify-center rounded-lg bg-ember px-6 font-medium text-white hover:bg-ember-dark"
            >
              Try Again
            </button>
            <p className="mt-4 text-sm">
              <a className="text-ember underline underline-offset-2" href={SUPPORT_MAILTO}>
                Tell us what happened
              </a>
            </p>
          </>
        )}
      </div>
    </main>
  );
}
