import { takeReturnTo } from "#app/lib/return-to";
import { emailSignInSchema, phoneSignInSchema } from "#contracts/auth-fields.ts";
import { Link, useNavigate } from "react-router";
import {
  FormError,
  FormField,
  SchemaForm,
  SubmitButton,
  useSchemaForm,
} from "#app/components/ui/form";
import { STORAGE_KEYS, writeItem } from "#app/features/guest/guest-storage";
import { authClient } from "#app/lib/auth-client";
import { inlineLinkClasses } from "./auth-shell";
import { SocialButtons } from "./social-buttons";
import { TwoFactorChallenge } from "./two-factor-challenge";
import { usePasswordSignIn } from "./use-password-sign-in";
import { useMailReachesPeople } from "./use-public-config";

// Sign-in with a password, by email (with the social buttons and "Forgot password?") or by a
// verified phone number. Either may answer with the second step of two-step sign-in.
export function LoginForm({ by = "email" }: { by?: "email" | "phone" }) {
  const navigate = useNavigate();
  const { formError, setFormError, secondStep, signIn } = usePasswordSignIn();
  const mailReachesPeople = useMailReachesPeople();
  const byEmail = useSchemaForm(emailSignInSchema, { email: "", password: "" });
  const byPhone = useSchemaForm(phoneSignInSchema, { phone: "", password: "" });

  async function finish(result: Awaited<ReturnType<typeof signIn>>, viaPhone: boolean) {
    if (result === "failed") return;
    // For the guest conversion event: how this person signed in.
    if (viaPhone) writeItem("session", STORAGE_KEYS.phoneSignIn, "phone");
    if (result === "signed-in") navigate(takeReturnTo() ?? "/app", { replace: true });
  }

  if (secondStep) {
    return (
      <TwoFactorChallenge
        onSignedIn={() => navigate(takeReturnTo() ?? "/app", { replace: true })}
      />
    );
  }

  const forgotLink =
    by === "phone" || mailReachesPeople === false ? undefined : (
      <Link to="/auth/forgot-password" className={`text-sm ${inlineLinkClasses}`}>
        Forgot password?
      </Link>
    );
  const fields = (
    <>
      <FormField
        name="password"
        kind="password"
        autoComplete="current-password"
        required
        labelAside={forgotLink}
      />
      <FormError message={formError} />
      <SubmitButton size="lg" block pendingLabel="Signing in...">
        Sign in
      </SubmitButton>
    </>
  );

  if (by === "phone") {
    return (
      <SchemaForm
        form={byPhone}
        className="grid gap-5"
        onSubmit={async ({ phone, password }) => {
          const result = await signIn(() =>
            authClient.signIn.phoneNumber({ phoneNumber: phone, password }),
          );
          await finish(result, true);
        }}
      >
        <FormField name="phone" kind="phone" required />
        {fields}
      </SchemaForm>
    );
  }

  return (
    <div className="grid gap-5">
      <SocialButtons onError={setFormError} />
      <SchemaForm
        form={byEmail}
        className="grid gap-5"
        onSubmit={async ({ email, password }) => {
          const result = await signIn(() => authClient.signIn.email({ email, password }));
          await finish(result, false);
        }}
      >
        <FormField name="email" kind="email" required />
        {fields}
      </SchemaForm>
    </div>
  );
}
