import { clsx } from "clsx";
import { useId } from "react";
import { useFormContext } from "react-hook-form";
import { collaboratorCreateSchema, type CollaboratorCreated } from "#contracts/collaboration.ts";
import { FieldError } from "#app/components/ui/field";
import {
  FORM_ERROR,
  FormError,
  FormField,
  SchemaForm,
  SubmitButton,
  useSchemaForm,
} from "#app/components/ui/form";
import { ApiError } from "#app/lib/api-client";
import { useInviteCollaborator } from "./collaborators-api";
import { ROLES } from "./role-text";

// The server's refusals say what to do next (an address already joined, the owner's own); the
// limit is said with the way out.
function refusal(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === "collaborator_limit")
      return "This movie is shared with 10 people, the most it can be. Remove someone to invite another.";
    return error.message;
  }
  return "The invitation was not sent. Check your connection and try again.";
}

// Invite someone by email with what they may do. Addresses already on the list and the owner's
// own are refused here, before the server is asked.
export function InviteForm({
  movieId,
  ownEmail,
  taken,
  full,
  onInvited,
}: {
  movieId: string;
  ownEmail: string | undefined;
  // Addresses already invited or joined (lower-cased).
  taken: string[];
  full: boolean;
  onInvited: (invited: CollaboratorCreated) => void;
}) {
  const form = useSchemaForm(collaboratorCreateSchema, { email: "", role: "editor" });
  const invite = useInviteCollaborator(movieId);

  return (
    <SchemaForm
      form={form}
      aria-label="Invite someone"
      className="grid grid-cols-1 gap-4"
      onSubmit={async (values) => {
        if (ownEmail && values.email === ownEmail.toLowerCase()) {
          form.setError("email", {
            message: "That is your own address: you already own this movie.",
          });
          return;
        }
        if (taken.includes(values.email)) {
          form.setError("email", { message: `${values.email} is already on the list below.` });
          return;
        }
        try {
          const invited = await invite.mutateAsync(values);
          form.reset({ email: "", role: values.role });
          onInvited(invited);
        } catch (error) {
          form.setError(FORM_ERROR, { message: refusal(error) });
        }
      }}
    >
      <FormField name="email" kind="email" label="Their email" required disabled={full} />
      <RoleChoice disabled={full} />
      <FormError />
      <SubmitButton pendingLabel="Sending the invitation…" disabled={full}>
        Send invitation
      </SubmitButton>
    </SchemaForm>
  );
}

function RoleChoice({ disabled }: { disabled: boolean }) {
  const { register, getFieldState, formState, watch } = useFormContext<{ role: string }>();
  const id = useId();
  const chosen = watch("role");
  const { error } = getFieldState("role", formState);
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-semibold">What they may do</legend>
      {ROLES.map((role) => (
        <label
          key={role.value}
          className={clsx(
            "flex cursor-pointer items-start gap-3 rounded-xl border bg-white px-3.5 py-2.5",
            chosen === role.value ? "border-ember ring-1 ring-ember" : "border-line",
          )}
        >
          <input
            type="radio"
            value={role.value}
            disabled={disabled}
            className="mt-1 accent-ember"
            {...register("role")}
          />
          <span className="grid">
            <span className="text-sm font-semibold">{role.label}</span>
            <span className="text-[13px] text-ink-soft">{role.hint}</span>
          </span>
        </label>
      ))}
      {error?.message && <FieldError id={`${id}-error`}>{error.message}</FieldError>}
    </fieldset>
  );
}
