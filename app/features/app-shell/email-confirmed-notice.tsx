import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useToast } from "#app/components/ui/toast";

// After the confirmation link (EMAIL_CONFIRMED_PATH): say that the address is confirmed, or that
// the link did not work and what to do, once, then take the words out of the address.
export function EmailConfirmedNotice() {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const told = useRef(false);
  const confirmed = params.get("email") === "confirmed";
  const error = params.get("error");

  useEffect(() => {
    if (!confirmed || told.current) return;
    told.current = true;
    if (error) {
      toast({
        variant: "destructive",
        title: "That confirmation link did not work",
        description:
          "It may have expired or been used already. Send a new one with Resend at the top of the page.",
      });
    } else {
      toast({
        title: "Email confirmed",
        description: "Thank you: your email address is confirmed.",
      });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("email");
        next.delete("error");
        return next;
      },
      { replace: true },
    );
  }, [confirmed, error, setParams, toast]);

  return null;
}
