import type { MiddlewareHandler } from "hono";
import {
  browserHosts,
  contentSecurityPolicy,
  type BrowserHosts,
} from "./content-security-policy.ts";
import type { AppEnv, Deps } from "../context.ts";
import type { MediaStorage } from "../storage/storage.ts";
import { setResponseHeader } from "./response-headers.ts";

// Where browsers send the bytes of an upload: the origin of a signed upload URL (signing is local
// work, nothing is sent). Our own origin for the local driver, the bucket's for S3.
async function uploadOrigin(storage: MediaStorage): Promise<string> {
  const url = await storage.createUploadUrl({
    objectId: "csp-probe",
    ownerId: "csp-probe",
    key: "incoming/csp-probe/csp-probe",
    expiresAt: new Date(Date.now() + 60_000),
  });
  return new URL(url).origin;
}

// Headers of every response. A page names its inline scripts in `cspScriptSources` (a nonce for a
// server-rendered page, hashes for a prerendered one); anything else allows no inline script.
export function securityHeaders({ env, storage, logger }: Deps): MiddlewareHandler<AppEnv> {
  const production = env.NODE_ENV === "production";
  let hosts: Promise<BrowserHosts> | undefined;
  const hostsOnce = () =>
    (hosts ??= uploadOrigin(storage).then(
      (origin) => browserHosts(env, origin),
      (error: unknown) => {
        logger.warn({ err: error }, "no upload address for the CSP: uploads may be blocked");
        return browserHosts(env, null);
      },
    ));
  // Most responses (the API's) name no inline script: their policy is made once.
  let known: BrowserHosts | undefined;
  let withoutScripts: string | undefined;
  return async (c, next) => {
    await next();
    known ??= await hostsOnce();
    const sources = c.get("cspScriptSources");
    const policy = sources
      ? contentSecurityPolicy(sources, known)
      : (withoutScripts ??= contentSecurityPolicy([], known));
    setResponseHeader(c, "Content-Security-Policy", policy);
    setResponseHeader(c, "X-Content-Type-Options", "nosniff");
    setResponseHeader(c, "X-Frame-Options", "DENY");
    setResponseHeader(c, "Referrer-Policy", "strict-origin-when-cross-origin");
    setResponseHeader(c, "Permissions-Policy", "camera=(), geolocation=(), microphone=(self)");
    if (production) {
      setResponseHeader(c, "Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
  };
}
