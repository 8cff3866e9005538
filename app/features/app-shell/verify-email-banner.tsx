import { clsx } from "clsx";
import { MailWarning } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button";
import { useToast } from "#app/components/ui/toast";
import { loadAuthClient } from "#app/lib/load-auth-client";
import { EMAIL_CONFIRMED_PATH } from "#app/lib/paths";

/** `container`: the page's column (appContainer), so the banner lines up with the page. */
export function VerifyEmailBanner({ email, container }: { email: string; container: string }) {
  const toast = useToast();
  const [pending, setPending] = useState(false);

  async function resend() {
    setPending(true);
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.sendVerificationEmail({
        email,
        callbackURL: EMAIL_CONFIRMED_PATH,
      });
      if (error) {
        toast({
          variant: "destructive",
          title: "Couldn't send the email",
          description: error.message || "Please try again in a minute.",
        });
      } else {
        toast({
          title: "Confirmation email sent",
          description: `Open the link we sent to ${email}.`,
        });
      }
    } catch {
      toast({
        variant: "destructive",
        title: "Couldn't send the email",
        description: "Check your connection and try again.",
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-label="Email confirmation" className="border-b border-gold/40 bg-[#fbf0d9]">
      <div className={clsx(container, "flex flex-wrap items-center gap-x-4 gap-y-2 py-3")}>
        <p className="flex min-w-0 flex-1 items-start gap-2.5 text-sm leading-snug text-ink">
          <MailWarning className="mt-0.5 size-4 shrink-0 text-ember-dark" aria-hidden />
          <span className="min-w-0 break-words">
            Please confirm your email address: we sent a link to{" "}
            <strong className="font-semibold">{email}</strong>.
          </span>
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void resend()}
          pending={pending}
          pendingLabel="Sending..."
        >
          Resend
        </Button>
      </div>
    </section>
  );
}
