import { useEffect, useState } from "react";
import { pendingGuestRecord } from "#app/features/guest/guest-storage";
import { EmailSent, SentTo } from "./email-sent";

// After "Create account": the same screen whatever the address, since a sign-up never says
// whether an address has an account. A new address gets the link that makes the account; the
// owner of a known one gets a note with a way to sign in. Both are "an email with a link".
export function SignUpSent({ email, onRetry }: { email: string; onRetry: () => void }) {
  // A movie started here as a guest stays in this browser until the account signs in here.
  const [guestMovie, setGuestMovie] = useState(false);
  useEffect(() => setGuestMovie(pendingGuestRecord() !== null), []);
  return (
    <EmailSent
      retryLabel="try again"
      onRetry={onRetry}
      signInLabel="Go to sign in"
      aside={
        guestMovie && (
          <p className="text-[15px] leading-relaxed text-ink-soft">
            Your movie is kept in this browser. Open the link here and it comes with you; if you
            open it on another device, sign in here afterwards and it will still come along.
          </p>
        )
      }
    >
      We sent an email to <SentTo email={email} />. Open the link in it to finish. It works for 24
      hours.
    </EmailSent>
  );
}
