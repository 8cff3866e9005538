import { UserRound } from "lucide-react";
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
  return (
    <SettingsCard
      icon={UserRound}
      title="Name and email"
      description="How Lifescript greets you, and the address you sign in with."
    >
      <div className="grid gap-6">
        <NameForm name={name} />
        <div className="border-t border-line pt-5">
          <EmailForm email={email} changed={emailChanged} />
        </div>
      </div>
    </SettingsCard>
  );
}
