import { useEffect, useState } from "react";
import { OFFLINE_MEDIA_PREFIX } from "./media-stand-in";

export function isOfflineMedia(url: string | undefined): boolean {
  return Boolean(url?.startsWith(OFFLINE_MEDIA_PREFIX));
}

// A photo or video picked offline is shown from the blob this device kept until the sync has
// uploaded it; any other address is answered as it is.
export function useOfflineMediaSrc(url: string | undefined): string | undefined {
  const [objectUrl, setObjectUrl] = useState<{ for: string; src: string } | null>(null);
  useEffect(() => {
    if (!url || !isOfflineMedia(url)) return;
    let made: string | null = null;
    let cancelled = false;
    // IndexedDB's code loads only when such a photo is on screen (the first load stays in budget).
    void import("./offline-db")
      .then(({ readBlob }) => readBlob(url.slice(OFFLINE_MEDIA_PREFIX.length)))
      .then((kept) => {
        if (!kept || cancelled) return;
        made = URL.createObjectURL(kept.blob);
        setObjectUrl({ for: url, src: made });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  if (!isOfflineMedia(url)) return url;
  return objectUrl && objectUrl.for === url ? objectUrl.src : undefined;
}
