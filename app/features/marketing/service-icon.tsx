import SiFacebook from "@icons-pack/react-simple-icons/icons/SiFacebook";
import SiInstagram from "@icons-pack/react-simple-icons/icons/SiInstagram";
import SiMessenger from "@icons-pack/react-simple-icons/icons/SiMessenger";
import SiPinterest from "@icons-pack/react-simple-icons/icons/SiPinterest";
import SiReddit from "@icons-pack/react-simple-icons/icons/SiReddit";
import SiTelegram from "@icons-pack/react-simple-icons/icons/SiTelegram";
import SiTiktok from "@icons-pack/react-simple-icons/icons/SiTiktok";
import SiTumblr from "@icons-pack/react-simple-icons/icons/SiTumblr";
import SiWhatsapp from "@icons-pack/react-simple-icons/icons/SiWhatsapp";
import SiX from "@icons-pack/react-simple-icons/icons/SiX";
import SiYoutube from "@icons-pack/react-simple-icons/icons/SiYoutube";
import { Mail, MessageSquareText } from "lucide-react";
import type { ProfileService } from "#contracts/social-profiles.ts";
import type { ShareService } from "./social-share";

// Simple Icons no longer carries these two marks: drawn here as simple glyphs.
function LinkedInGlyph({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="currentColor"
      fillRule="evenodd"
      className={className}
      aria-hidden
    >
      <path d="M3 0h18a3 3 0 0 1 3 3v18a3 3 0 0 1-3 3H3a3 3 0 0 1-3-3V3a3 3 0 0 1 3-3zM5 9.5h3V19H5zM6.5 4.55a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 1 1 0-3.5zM10.5 9.5h2.9v1.3c.45-.8 1.5-1.55 3.1-1.55 3 0 3.5 1.95 3.5 4.5V19h-3v-4.6c0-1.1-.05-2.45-1.55-2.45s-1.95 1.15-1.95 2.4V19h-3z" />
    </svg>
  );
}

export function ServiceIcon({
  service,
  className = "size-[18px]",
}: {
  service: ShareService | ProfileService;
  className?: string;
}) {
  // Simple Icons components render a <title>; an empty one keeps them decorative beside a text label.
  const brand = { className, "aria-hidden": true, title: "" } as const;
  switch (service) {
    case "facebook":
      return <SiFacebook {...brand} />;
    case "x":
      return <SiX {...brand} />;
    case "linkedin":
      return <LinkedInGlyph className={className} />;
    case "reddit":
      return <SiReddit {...brand} />;
    case "whatsapp":
      return <SiWhatsapp {...brand} />;
    case "telegram":
      return <SiTelegram {...brand} />;
    case "pinterest":
      return <SiPinterest {...brand} />;
    case "tumblr":
      return <SiTumblr {...brand} />;
    case "email":
      return <Mail className={className} aria-hidden />;
    case "messenger":
      return <SiMessenger {...brand} />;
    case "sms":
      return <MessageSquareText className={className} aria-hidden />;
    case "instagram":
      return <SiInstagram {...brand} />;
    case "youtube":
      return <SiYoutube {...brand} />;
    case "tiktok":
      return <SiTiktok {...brand} />;
  }
}
