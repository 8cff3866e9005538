import path from "node:path";
import type { Env } from "../env.ts";
import { createLocalStorage } from "./local-storage.ts";
import type { MediaStorage } from "./storage.ts";
import { deriveUploadKey } from "./upload-signature.ts";

// Local disk under DATA_DIR/media is the default and, for now, the only driver.
export function createStorage(env: Env, authSecret: string): MediaStorage {
  return createLocalStorage({
    root: path.join(env.dataDir, "media"),
    baseUrl: env.baseUrl,
    signingKey: deriveUploadKey(authSecret),
  });
}
