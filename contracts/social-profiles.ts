// Our own profiles on social networks (SOCIAL_*_URL), shown in the footer when set. Zod-free, so
// the prerendered site's footer can read /api/config without the zod runtime (decision 0017).
export const profileServices = [
  "instagram",
  "facebook",
  "x",
  "linkedin",
  "youtube",
  "tiktok",
] as const;
export type ProfileService = (typeof profileServices)[number];
export type SocialProfile = { service: ProfileService; url: string };

/** The profiles in an /api/config answer, the well-formed ones only (none when it is not one). */
export function socialProfilesIn(config: unknown): SocialProfile[] {
  if (typeof config !== "object" || config === null || !("socialProfiles" in config)) return [];
  const list = (config as { socialProfiles: unknown }).socialProfiles;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is SocialProfile =>
      typeof item === "object" &&
      item !== null &&
      (profileServices as readonly unknown[]).includes((item as SocialProfile).service) &&
      typeof (item as SocialProfile).url === "string" &&
      /^https?:\/\//.test((item as SocialProfile).url),
  );
}
