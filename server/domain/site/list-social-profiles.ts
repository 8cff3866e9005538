import type { SocialProfile } from "#contracts/system.ts";
import type { Env } from "#server/env.ts";

// The footer's "Follow us" links, in this order, only those configured.
export function socialProfilesOf(env: Env): SocialProfile[] {
  const all: Array<[SocialProfile["service"], string | undefined]> = [
    ["instagram", env.SOCIAL_INSTAGRAM_URL],
    ["facebook", env.SOCIAL_FACEBOOK_URL],
    ["x", env.SOCIAL_X_URL],
    ["linkedin", env.SOCIAL_LINKEDIN_URL],
    ["youtube", env.SOCIAL_YOUTUBE_URL],
    ["tiktok", env.SOCIAL_TIKTOK_URL],
  ];
  return all.flatMap(([service, url]) => (url ? [{ service, url }] : []));
}
