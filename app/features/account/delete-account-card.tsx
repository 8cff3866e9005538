import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { TextField } from "#app/components/ui/field";
import { FormAlert } from "#app/components/ui/form-alert";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog";
import { ApiError } from "#app/lib/api-client";
import { DELETE_CONFIRMATION, FRESH_SIGN_IN_MINUTES } from "#contracts/account.ts";
import { deleteAccount, useHasPassword } from "./account-api";

// "Delete my account": the password (or a recent sign-in for Google and Apple accounts) and the
// word DELETE typed out, then everything is gone and a last email confirms it.
export function DeleteAccountCard({ onDeleted }: { onDeleted: () => void }) {
  const hasPassword = useHasPassword();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [typed, setTyped] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ message: string; code?: string } | null>(null);
  const needsPassword = hasPassword.data !== false;
  const ready = typed === DELETE_CONFIRMATION && (!needsPassword || password.length > 0);

  const submit = async () => {
    if (!ready || pending) return;
    setPending(true);
    setError(null);
    try {
      await deleteAccount({
        confirm: DELETE_CONFIRMATION,
        ...(needsPassword ? { password } : {}),
      });
      onDeleted();
    } catch (caught) {
      setError(
        caught instanceof ApiError
          ? { message: caught.message, ...(caught.code ? { code: caught.code } : {}) }
          : { message: "We could not reach Lifescript. Check your connection and try again." },
      );
      setPending(false);
    }
  };

  return (
    <section
      aria-labelledby="delete-title"
      className="rounded-3xl border border-danger/25 bg-white p-5 shadow-sm sm:p-7"
    >
      <div className="flex items-start gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-danger/10 text-danger">
          <Trash2 className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id="delete-title" className="text-lg font-semibold">
            Delete my account
          </h2>
          <p className="mt-1 leading-relaxed text-ink-soft">
            Deletes your account and everything in it, for good: movies, scenes, screenplays,
            photos, videos and recordings. Your share links stop working at once and every device is
            signed out. Download your data first if you want to keep a copy.
          </p>
        </div>
      </div>
      <div className="mt-5">
        <Button
          size="lg"
          variant="secondary"
          className="border-danger/40 text-danger hover:border-danger hover:bg-danger/5"
          onClick={() => {
            setOpen(true);
            setError(null);
          }}
        >
          <Trash2 className="size-5" aria-hidden />
          Delete my account
        </Button>
      </div>

      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (pending) return;
          setOpen(next);
          if (!next) {
            setPassword("");
            setTyped("");
          }
        }}
        title="Delete your account?"
        description="This cannot be undone. Everything you wrote, uploaded or dictated is deleted, and we keep no copy."
        confirmLabel="Delete forever"
        pendingLabel="Deleting…"
        pending={pending}
        confirmDisabled={!ready}
        onConfirm={() => void submit()}
      >
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {needsPassword ? (
            <TextField
              label="Your password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                if (error?.code === "wrong_password") setError(null);
              }}
              error={error?.code === "wrong_password" ? error.message : undefined}
            />
          ) : (
            <p className="text-sm leading-relaxed text-ink-soft">
              You sign in with Google or Apple, so we ask for a sign-in of the last{" "}
              {FRESH_SIGN_IN_MINUTES} minutes instead of a password.
            </p>
          )}
          <TextField
            label={`Type ${DELETE_CONFIRMATION} to confirm`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            hint="In capital letters, so nobody deletes an account by accident."
          />
          {error && error.code !== "wrong_password" && (
            <FormAlert>
              {error.message}
              {error.code === "reauthentication_required" && (
                <>
                  {" "}
                  <Link to="/auth/login" className="font-medium underline">
                    Sign in again
                  </Link>
                </>
              )}
            </FormAlert>
          )}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </form>
      </ConfirmDialog>
    </section>
  );
}
