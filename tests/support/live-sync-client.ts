// The batching live client is live-client.ts's `connectLiveSyncClient`; these names stay here for
// the tests that import them from this path until they import from live-client.ts.
export {
  connectLiveSyncClient,
  liveSocketUrl,
  savedTracker,
  type LiveSyncClient,
  type LiveSyncClientOptions,
} from "./live-client.ts";
