import { MailCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { pendingGuestRecord } from "~/features/guest/guest-storage";
import { inlineLinkClasses } from "./auth-shell";
import { usePublicConfig } from "./use-public-config";

// After "Create account": the same screen whatever the address, since a sign-up never says
// whether an address has an account. A new address gets the link that makes the account; the
// owner of a known one gets a note with a way to sign in. Both are "an email with a link".
export function SignUpSent({ email, onRetry }: { email: string; onRetry: () => void }) {
  const config = usePublicConfig();
  // A movie started here as a guest stays in this browser until the account signs in here.
  const [guestMovie, setGuestMovie] = useState(false);
  useEffect(() => setGuestMovie(pendingGuestRecord() !== null), []);
  return (
    <div role="status" className="grid gap-5">
      <div className="flex items-start gap-3 rounded-2xl bg-cream p-4">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-ember">
          <MailCheck className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 className="font-display text-xl font-semibold">Check your email</h2>
          <p className="mt-1 text-[15px] leading-relaxed text-ink-soft">
            We sent an email to{" "}
            <strong className="font-semibold break-all text-ink">{email}</strong>. Open the link in
            it to finish. It works for 24 hours.
          </p>
        </div>
      </div>
      {guestMovie && (
        <p className="text-[15px] leading-relaxed text-ink-soft">
          Your movie is kept in this browser. Open the link here and it comes with you; if you open
          it on another device, sign in here afterwards and it will still come along.
        </p>
      )}
      {config.data?.devMail && (
        <p className="text-sm text-ink-soft">
          Running locally: emails are kept in the{" "}
          <a href="/dev/mail" className={inlineLinkClasses}>
            development outbox
          </a>
          .
        </p>
      )}
      <p className="text-sm text-ink-soft">
        Nothing arrived after a few minutes? Check your spam folder, or{" "}
        <button type="button" onClick={onRetry} className={`${inlineLinkClasses} rounded`}>
          try again
        </button>
        .
      </p>
      <Link
        to="/auth/login"
        className={buttonClasses({ variant: "secondary", size: "lg", block: true })}
      >
        Go to sign in
      </Link>
    </div>
  );
}
