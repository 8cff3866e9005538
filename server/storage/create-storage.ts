import path from "node:path";
import type { Env } from "../env.ts";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import type { MediaStorage } from "./storage.ts";
import { deriveUploadKey } from "./upload-signature.ts";

// An S3-compatible bucket when S3_BUCKET is set (several app instances can share it); otherwise
// local disk under DATA_DIR/media, the default for one machine.
export function createStorage(env: Env, authSecret: string): MediaStorage {
  if (env.s3) return createS3Storage(env.s3);
  return createLocalStorage({
    root: path.join(env.dataDir, "media"),
    baseUrl: env.baseUrl,
    signingKey: deriveUploadKey(authSecret),
  });
}
