import { useEffect, useState } from "react";
import { Tooltip } from "~/components/ui/tooltip";
import { ServiceIcon } from "./service-icon";
import type { SocialShareLink } from "./social-share";

type MessengerWay = "app" | "web-share" | "none";

// Messenger's share address opens its phone app and does nothing on a desktop. There the
// browser's share dialog (Web Share) offers Messenger when it is installed, with the other apps;
// a desktop browser without one shows no Messenger entry rather than a dead button.
function useMessengerWay(): MessengerWay {
  const [way, setWay] = useState<MessengerWay>("app");
  useEffect(() => {
    const phone =
      window.matchMedia("(pointer: coarse)").matches &&
      /Android|iPhone|iPad|iPod/i.test(navigator.userAgent);
    if (phone) setWay("app");
    else setWay(typeof navigator.share === "function" ? "web-share" : "none");
  }, []);
  return way;
}

// One share service as a round icon link in a list, named by a tooltip and its aria-label.
export function ShareServiceLink({
  link,
  share,
  verb,
  className,
  rel,
}: {
  link: SocialShareLink;
  // What the browser's share dialog offers when Messenger goes through it.
  share: { url: string; text: string };
  // "Share on" or "Send on", before the service's name.
  verb: string;
  className: string;
  rel: string;
}) {
  const messenger = useMessengerWay();
  const label = `${verb} ${link.label}`;
  if (link.service === "messenger" && messenger === "none") return null;
  if (link.service === "messenger" && messenger === "web-share") {
    return (
      <li>
        <Tooltip label={link.label}>
          <button
            type="button"
            aria-label={label}
            className={className}
            onClick={() => {
              // Closing the dialog rejects with AbortError: nothing to tell.
              navigator.share({ url: share.url, text: share.text }).catch(() => undefined);
            }}
          >
            <ServiceIcon service={link.service} />
          </button>
        </Tooltip>
      </li>
    );
  }
  return (
    <li>
      <Tooltip label={link.label}>
        <a href={link.href} target="_blank" rel={rel} aria-label={label} className={className}>
          <ServiceIcon service={link.service} />
        </a>
      </Tooltip>
    </li>
  );
}
