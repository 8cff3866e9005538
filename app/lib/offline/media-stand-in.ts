// The address a photo or video picked offline has until the sync uploads it: /offline-media/{id},
// the id of its blob in IndexedDB (and of its media object once uploaded).
export const OFFLINE_MEDIA_PREFIX = "/offline-media/";
