import { useEffect, useState } from "react";
import { Tooltip } from "#app/components/ui/tooltip";
import { ServiceIcon } from "./service-icon";
import type { SocialShareLink } from "./social-share";

type MessengerWay = "app" | "web-share" | "none";

// Messenger's share address opens its phone app and does nothing on a desktop. There the
// browser's share dialog (Web Share) offers Messenger when it is installed, with the other apps;
// a desktop browser without one shows no Messenger entry rather than a dead button. A phone's
// Messages (sms:) exists only on a phone: elsewhere it is left out.
function usePhone(): boolean | null {
  const [phone, setPhone] = useState<boolean | null>(null);
  useEffect(() => {
    setPhone(
      window.matchMedia("(pointer: coarse)").matches &&
        /Android|iPhone|iPad|iPod/i.test(navigator.userAgent),
    );
  }, []);
  return phone;
}

function messengerWay(phone: boolean | null): MessengerWay {
  if (phone !== false) return "app";
  return typeof navigator.share === "function" ? "web-share" : "none";
}

// One share service as a round icon link in a list, named by a tooltip and its aria-label; or,
// `labelled`, as an icon with its name beside it.
export function ShareServiceLink({
  link,
  share,
  verb,
  className,
  rel,
  labelled = false,
}: {
  link: SocialShareLink;
  // What the browser's share dialog offers when Messenger goes through it.
  share: { url: string; text: string };
  // "Share on" or "Send on", before the service's name.
  verb: string;
  className: string;
  rel: string;
  labelled?: boolean;
}) {
  const phone = usePhone();
  const messenger = messengerWay(phone);
  const label = `${verb} ${link.label}`;
  if (link.service === "sms" && phone !== true) return null;
  if (link.service === "messenger" && messenger === "none") return null;
  const content = labelled ? (
    <>
      <ServiceIcon service={link.service} className="size-4" />
      {link.label}
    </>
  ) : (
    <ServiceIcon service={link.service} />
  );
  const named = (element: React.ReactElement<React.HTMLAttributes<HTMLElement>>) =>
    labelled ? element : <Tooltip label={link.label}>{element}</Tooltip>;
  if (link.service === "messenger" && messenger === "web-share") {
    return (
      <li>
        {named(
          <button
            type="button"
            aria-label={label}
            className={className}
            onClick={() => {
              // Closing the dialog rejects with AbortError: nothing to tell.
              navigator.share({ url: share.url, text: share.text }).catch(() => undefined);
            }}
          >
            {content}
          </button>,
        )}
      </li>
    );
  }
  return (
    <li>
      {named(
        <a
          href={link.href}
          // Mail and Messages open the device's own app, not a page.
          target={link.service === "email" || link.service === "sms" ? undefined : "_blank"}
          rel={rel}
          aria-label={label}
          className={className}
        >
          {content}
        </a>,
      )}
    </li>
  );
}
