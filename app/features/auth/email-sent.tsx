import { MailCheck } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button";
import { inlineLinkClasses } from "./auth-shell";
import { usePublicConfig } from "./use-public-config";

type Props = {
  // What was sent and what the link does, with the address in it.
  children: React.ReactNode;
  // Said between the panel and the retry line (a guest's movie, for one).
  aside?: React.ReactNode;
  retryLabel: string;
  onRetry: () => void;
  signInLabel: string;
};

// "Check your email" after a form that mails a link (sign-up, a forgotten password): where the
// link went, the development outbox when running locally, what to do when nothing arrives, and
// the way back to sign in. One screen, so both read and behave alike.
export function EmailSent({ children, aside, retryLabel, onRetry, signInLabel }: Props) {
  const config = usePublicConfig();
  return (
    <div role="status" className="grid gap-5">
      <div className="flex items-start gap-3 rounded-2xl bg-cream p-4">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-ember">
          <MailCheck className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 className="font-display text-xl font-semibold">Check your email</h2>
          <p className="mt-1 text-[15px] leading-relaxed text-ink-soft">{children}</p>
        </div>
      </div>
      {aside}
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
          {retryLabel}
        </button>
        .
      </p>
      <Link
        to="/auth/login"
        className={buttonClasses({ variant: "secondary", size: "lg", block: true })}
      >
        {signInLabel}
      </Link>
    </div>
  );
}

// The address a link was sent to, as the panel shows it.
export function SentTo({ email }: { email: string }) {
  return <strong className="font-semibold break-all text-ink">{email}</strong>;
}
