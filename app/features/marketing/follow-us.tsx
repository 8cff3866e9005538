import { useEffect, useState } from "react";
import { socialProfilesIn, type SocialProfile } from "#contracts/social-profiles.ts";
import { Tooltip } from "#app/components/ui/tooltip";
import { getJson } from "#app/lib/api/light-calls";
import { ServiceIcon } from "./service-icon";

const PROFILE_LABEL: Record<SocialProfile["service"], string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  x: "X (Twitter)",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  tiktok: "TikTok",
};

// The round icon links of the footer (share services and our profiles).
export const roundIcon =
  "grid size-11 place-items-center rounded-full border lg:size-10 border-paper/15 bg-paper/5 text-paper/85 transition-colors hover:border-gold/60 hover:bg-paper/10 hover:text-paper";

// Our own profiles (SOCIAL_*_URL on the server), read from /api/config after the page has shown:
// the footer is prerendered and the same for every server. Nothing shows while none is set.
export function FollowUs() {
  const [profiles, setProfiles] = useState<SocialProfile[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    getJson("/api/config", { signal: controller.signal })
      .then((config) => setProfiles(socialProfilesIn(config)))
      .catch(() => undefined); // no profiles is what an unreachable server shows too
    return () => controller.abort();
  }, []);
  if (profiles.length === 0) return null;
  return (
    <div className="mt-8">
      <h3 className="mb-3 text-xs font-semibold tracking-[0.14em] text-gold uppercase">
        Follow Lifescript
      </h3>
      <ul className="flex flex-wrap gap-2">
        {profiles.map((profile) => (
          <li key={profile.service}>
            <Tooltip label={PROFILE_LABEL[profile.service]}>
              <a
                href={profile.url}
                target="_blank"
                rel="noopener me"
                aria-label={`Lifescript on ${PROFILE_LABEL[profile.service]}`}
                className={roundIcon}
              >
                <ServiceIcon service={profile.service} />
              </a>
            </Tooltip>
          </li>
        ))}
      </ul>
    </div>
  );
}
