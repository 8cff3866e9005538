import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog";
import { FORM_ERROR, FormField, SchemaForm, useSchemaForm } from "#app/components/ui/form";
import { ApiError } from "#app/lib/api-client";
import {
  deleteAccountFormSchema,
  DELETE_CONFIRMATION,
  FRESH_SIGN_IN_MINUTES,
} from "#contracts/account.ts";
import { deleteAccount, useHasPassword } from "./account-api";

// "Delete my account": the password (or a recent sign-in for Google and Apple accounts) and the
// word DELETE typed out, then everything is gone and a last email confirms it.
export function DeleteAccountCard({ onDeleted }: { onDeleted: () => void }) {
  const hasPassword = useHasPassword();
  const [open, setOpen] = useState(false);
  const formId = useId();
  const needsPassword = hasPassword.data !== false;
  const form = useSchemaForm(deleteAccountFormSchema(needsPassword), {
    password: "",
    confirm: "",
  });
  const pending = form.formState.isSubmitting;
  const [password, typed] = form.watch(["password", "confirm"]);
  const ready = typed === DELETE_CONFIRMATION && (!needsPassword || password.length > 0);
  const refusal = form.formState.errors.root?.server;

  const submit = async ({ password }: { password: string }) => {
    try {
      await deleteAccount({
        confirm: DELETE_CONFIRMATION,
        ...(needsPassword ? { password } : {}),
      });
      onDeleted();
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === "wrong_password") {
        form.setError("password", { message: caught.message }, { shouldFocus: true });
        return;
      }
      form.setError(FORM_ERROR, {
        type: caught instanceof ApiError ? caught.code : undefined,
        message:
          caught instanceof ApiError
            ? caught.message
            : "We could not reach Lifescript. Check your connection and try again.",
      });
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
            form.clearErrors();
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
          if (!next) form.reset({ password: "", confirm: "" });
        }}
        title="Delete your account?"
        description="This cannot be undone. Everything you wrote, uploaded or dictated is deleted, and we keep no copy."
        confirmLabel="Delete forever"
        pendingLabel="Deleting…"
        pending={pending}
        confirmDisabled={!ready}
        onConfirm={() =>
          (document.getElementById(formId) as HTMLFormElement | null)?.requestSubmit()
        }
      >
        <SchemaForm form={form} id={formId} className="grid gap-4" onSubmit={submit}>
          {needsPassword ? (
            <FormField
              name="password"
              kind="password"
              label="Your password"
              autoComplete="current-password"
            />
          ) : (
            <p className="text-sm leading-relaxed text-ink-soft">
              You sign in with Google or Apple, so we ask for a sign-in of the last{" "}
              {FRESH_SIGN_IN_MINUTES} minutes instead of a password.
            </p>
          )}
          <FormField
            name="confirm"
            label={`Type ${DELETE_CONFIRMATION} to confirm`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint="In capital letters, so nobody deletes an account by accident."
          />
          {refusal?.message && (
            <FormAlert>
              {refusal.message}
              {refusal.type === "reauthentication_required" && (
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
        </SchemaForm>
      </ConfirmDialog>
    </section>
  );
}
