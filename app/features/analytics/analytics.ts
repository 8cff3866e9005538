// Product analytics (PostHog). Nothing here runs, and posthog-js is not even downloaded, until the
// visitor has granted analytics consent AND the server has a PostHog key configured.
import type { PostHog } from "posthog-js";
import { getJson } from "#app/lib/api/light-calls";
import type { AnalyticsProps as Props } from "./analytics-events";
import { identifyTraits, type IdentifyUser, type SubscriptionTraits } from "./identify-traits";

let client: PostHog | null = null;
let starting: Promise<PostHog | null> | null = null;
// Events raised before the library is ready (e.g. a 404 on the first page view).
const queue: ((ph: PostHog) => void)[] = [];

export function startAnalytics(): Promise<PostHog | null> {
  if (starting) return starting;
  starting = (async () => {
    const config = await getJson("/api/config");
    if (!config.posthog?.key) return null;
    const { default: posthog } = await import("posthog-js");
    // Events only: no remote scripts (the CSP allows none), no feature flags, no surveys.
    const options: NonNullable<Parameters<typeof posthog.init>[1]> & {
      disable_external_dependency_loading: boolean;
      disable_surveys: boolean;
    } = {
      api_host: config.posthog.host,
      capture_pageview: "history_change",
      capture_pageleave: true,
      persistence: "localStorage",
      autocapture: false,
      disable_session_recording: true,
      advanced_disable_flags: true,
      disable_external_dependency_loading: true,
      disable_surveys: true,
    };
    posthog.init(config.posthog.key, options);
    client = posthog;
    for (const run of queue.splice(0)) run(posthog);
    return posthog;
  })().catch(() => null);
  return starting;
}

/** Consent withdrawn: stop sending and forget this browser's analytics identity. */
export function stopAnalytics(): void {
  if (client) {
    client.opt_out_capturing();
    client.reset();
  }
  client = null;
  starting = null;
  queue.length = 0;
}

function withClient(run: (ph: PostHog) => void): void {
  if (client) run(client);
  else if (starting) queue.push(run);
}

export function track(event: string, properties?: Props): void {
  withClient((ph) => ph.capture(event, properties));
}

/** Sign-in: who this is (the account id, never story content). */
export function identify(user: IdentifyUser, subscription?: SubscriptionTraits): void {
  withClient((ph) => {
    if (ph.get_distinct_id() === user.id) return;
    ph.identify(user.id, identifyTraits(user, subscription));
  });
}

export function resetIdentity(): void {
  withClient((ph) => ph.reset());
}

export function trackNotFound(path: string, referrer: string): void {
  track("404_page_not_found", { path, referrer: referrer || null });
}
