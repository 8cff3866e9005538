import { UserRound } from "lucide-react";
import { useMailReachesPeople } from "#app/features/auth/use-public-config";
import { EmailForm } from "./email-form";
import { NameForm } from "./name-form";
import { SettingsCard } from "./settings-card";

// Name and sign-in email, each its own small form.
export function ProfileCard({
  name,
  email,
  emailChanged,
}: {
  name: string;
  email: string;
  emailChanged: boolean;
}) {
  // A new email is confirmed through a link: where no email leaves this installation, the
  // address is shown and not offered for change.
  const mailReachesPeople = useMailReachesPeople();
  return (
    <SettingsCard
      icon={UserRound}
      title="Name and email"
      description="How Lifescript greets you, and the address you sign in with."
    >
      <div className="grid gap-6">
        <NameForm name={name} />
        <div className="border-t border-line pt-5">
          {mailReachesPeople === false ? (
            <p className="text-sm text-ink-soft">
              You sign in with <strong className="font-medium text-ink">{email}</strong>.
            </p>
          ) : (
            <EmailForm email={email} changed={emailChanged} />
          )}
        </div>
      </div>
    </SettingsCard>
  );
}
