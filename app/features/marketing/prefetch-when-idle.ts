import type { PrefetchHrefs } from "./prefetch-hrefs";

// Adds the prefetch hints a few at a time, each batch in its own idle period: every <link> the
// browser takes in starts a request on the main thread, and the sign-in pages come to about
// thirty files, which inserted at once made one task long enough to delay a tap.
const PER_IDLE_PERIOD = 4;
const added = new Set<string>();

type Hint = { href: string; as: "script" | "style" };

function addHint({ href, as }: Hint) {
  if (added.has(href)) return;
  added.add(href);
  const link = document.createElement("link");
  link.rel = "prefetch";
  link.as = as;
  // Module scripts are fetched in CORS mode: the hint must match for the cached copy to be used.
  if (as === "script") link.crossOrigin = "anonymous";
  link.href = href;
  document.head.append(link);
}

function whenIdle(callback: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(callback, 1500);
  return () => clearTimeout(timer);
}

// Starts once the browser is idle; returns a function that stops what is not added yet.
export function prefetchWhenIdle(hrefs: PrefetchHrefs): () => void {
  const queue: Hint[] = [
    ...hrefs.scripts.map((href) => ({ href, as: "script" as const })),
    ...hrefs.styles.map((href) => ({ href, as: "style" as const })),
  ].filter((hint) => !added.has(hint.href));
  let cancel = () => {};
  const step = () => {
    for (const hint of queue.splice(0, PER_IDLE_PERIOD)) addHint(hint);
    if (queue.length > 0) cancel = whenIdle(step);
  };
  if (queue.length > 0) cancel = whenIdle(step);
  return () => cancel();
}
