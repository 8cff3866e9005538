import { createContext, useCallback, useContext, useRef, useState } from "react";
import { SESSION_NOT_FRESH } from "#contracts/account-settings.ts";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog";
import { TextField } from "#app/components/ui/field";
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
  const [password, setPassword] = useState("");
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const finish = (confirmed: boolean) => {
    pending.current?.(confirmed);
    pending.current = null;
    setOpen(false);
    setPassword("");
    setError(null);
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

  const confirm = async () => {
    if (!password || checking) {
      if (!password) setError("Enter your password.");
      return;
    }
    setChecking(true);
    setError(null);
    try {
      await reauthenticate(password);
      finish(true);
    } catch (caught) {
      setError(
        caught instanceof ApiError
          ? caught.message
          : "We could not reach Lifescript. Check your connection and try again.",
      );
    } finally {
      setChecking(false);
    }
  };

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
        onConfirm={() => void confirm()}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <TextField
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={error ?? undefined}
          />
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </form>
      </ConfirmDialog>
    </ReauthContext.Provider>
  );
}

export function useFreshSignIn(): WithFreshSignIn {
  const value = useContext(ReauthContext);
  if (!value) throw new Error("useFreshSignIn needs a ReauthProvider");
  return value;
}
