import { createContext, useCallback, useContext, useId, useRef, useState } from "react";
import { passwordConfirmSchema } from "#contracts/auth-fields.ts";
import { SESSION_NOT_FRESH } from "#contracts/account-settings.ts";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog";
import { FormField, SchemaForm, useSchemaForm } from "#app/components/ui/form";
import { ApiError } from "#app/lib/api-client";
import { AuthActionError, reauthenticate } from "./account-settings-api";

type WithFreshSignIn = <T>(run: () => Promise<T>) => Promise<T>;

const ReauthContext = createContext<WithFreshSignIn | null>(null);

const isNotFresh = (error: unknown) =>
  error instanceof AuthActionError && error.code === SESSION_NOT_FRESH;

// Sensitive changes (email, linking an account) need a sign-in of the last few minutes. When the
// server says this one is older, the password is asked in a dialog, and the change is tried again
// once it is confirmed; closing the dialog leaves everything as it was and says so.
export function ReauthProvider({ children }: { children: React.ReactNode }) {
  const pending = useRef<((confirmed: boolean) => void) | null>(null);
  const [open, setOpen] = useState(false);
  const formId = useId();
  const form = useSchemaForm(passwordConfirmSchema, { password: "" });
  const checking = form.formState.isSubmitting;

  const finish = (confirmed: boolean) => {
    pending.current?.(confirmed);
    pending.current = null;
    setOpen(false);
    form.reset({ password: "" });
  };

  const withFreshSignIn = useCallback<WithFreshSignIn>(async (run) => {
    try {
      return await run();
    } catch (caught) {
      if (!isNotFresh(caught)) throw caught;
      const confirmed = await new Promise<boolean>((resolve) => {
        pending.current = resolve;
        setOpen(true);
      });
      if (!confirmed) throw new Error("Nothing was changed: your password was not confirmed.");
      return run();
    }
  }, []);

  const confirm = async ({ password }: { password: string }) => {
    try {
      await reauthenticate(password);
      finish(true);
    } catch (caught) {
      form.setError(
        "password",
        {
          message:
            caught instanceof ApiError
              ? caught.message
              : "We could not reach Lifescript. Check your connection and try again.",
        },
        { shouldFocus: true },
      );
    }
  };

  // The dialog's Confirm button sits outside the form: it sends it as Enter would.
  const submit = () => (document.getElementById(formId) as HTMLFormElement | null)?.requestSubmit();

  return (
    <ReauthContext.Provider value={withFreshSignIn}>
      {children}
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (!next && !checking) finish(false);
        }}
        tone="neutral"
        title="Confirm it's you"
        description="You signed in a while ago. Enter your password again before this change."
        confirmLabel="Confirm"
        pendingLabel="Checking…"
        pending={checking}
        onConfirm={submit}
      >
        <SchemaForm form={form} id={formId} onSubmit={confirm}>
          <FormField
            name="password"
            kind="password"
            label="Your password"
            autoComplete="current-password"
          />
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </SchemaForm>
      </ConfirmDialog>
    </ReauthContext.Provider>
  );
}

export function useFreshSignIn(): WithFreshSignIn {
  const value = useContext(ReauthContext);
  if (!value) throw new Error("useFreshSignIn needs a ReauthProvider");
  return value;
}
