import type { EngineNews } from "./engine";

// A person with the app open in several tabs has one outbox (IndexedDB is shared): one tab leads
// and sends it, the others follow. The leader holds a Web Lock for as long as it lives; when it
// closes (or signs out) the browser hands the lock to the next tab waiting for it. The tabs talk
// over a BroadcastChannel: the leader tells what landed, a follower asks for a sync after a write.

export type TabMessage = EngineNews | { type: "sync-please" };

const lockName = (userId: string) => `lifescript-sync:${userId}`;

// Calls `lead` once this tab leads; answers the function that gives the lead up.
export function leadTabs(userId: string, lead: () => void): () => void {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  // No Web Locks (an old browser): every tab syncs, as creates are idempotent and updates carry
  // their base version, so a write sent twice still lands once.
  if (!locks) {
    lead();
    return () => undefined;
  }
  const giveUp = new AbortController();
  let release: () => void = () => undefined;
  locks
    .request(lockName(userId), { signal: giveUp.signal }, () => {
      lead();
      return new Promise<void>((resolve) => (release = resolve));
    })
    .catch(() => undefined); // aborted: this tab stopped before it led
  return () => {
    giveUp.abort();
    release();
  };
}

export type TabChannel = {
  post: (message: TabMessage) => void;
  listen: (handler: (message: TabMessage) => void) => () => void;
};

export function tabChannel(userId: string): TabChannel | null {
  if (typeof BroadcastChannel === "undefined") return null;
  const channel = new BroadcastChannel(`lifescript-offline:${userId}`);
  return {
    post(message) {
      try {
        channel.postMessage(message);
      } catch (error) {
        // A record that cannot be cloned: the other tabs see it at their next refresh.
        console.warn("Other tabs not told", error);
      }
    },
    listen(handler) {
      const onMessage = (event: MessageEvent<TabMessage>) => handler(event.data);
      channel.addEventListener("message", onMessage);
      return () => {
        channel.removeEventListener("message", onMessage);
        channel.close();
      };
    },
  };
}
