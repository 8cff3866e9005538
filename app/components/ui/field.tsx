import { clsx } from "clsx";
import { useId } from "react";

type FieldProps = React.InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
  /** Shown at the right of the label, e.g. a "Forgot password?" link. */
  labelAside?: React.ReactNode;
};

export const inputClasses = (invalid: boolean) =>
  clsx(
    "block w-full rounded-xl border bg-white px-4 text-base text-ink placeholder:text-ink-soft/70 transition-colors",
    "focus:outline-none focus-visible:outline-none focus:ring-3",
    invalid
      ? "border-danger focus:border-danger focus:ring-danger/20"
      : "border-[#a08f80] hover:border-ink-soft focus:border-ember focus:ring-ember/15",
  );

export function TextField({ label, error, hint, labelAside, id, className, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={clsx("grid gap-1.5", className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          {label}
        </label>
        {labelAside}
      </div>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(inputClasses(Boolean(error)), "h-12")}
        {...input}
      />
      {hint && !error && (
        <p id={hintId} className="text-[13px] text-ink-soft">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

type TextAreaProps = React.TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: string;
  /** The label is for screen readers only: where what surrounds the box already says it. */
  labelHidden?: boolean;
};

export function TextAreaField({
  label,
  error,
  hint,
  labelHidden = false,
  id,
  className,
  ...textarea
}: TextAreaProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={clsx("grid gap-1.5", className)}>
      <label htmlFor={inputId} className={labelHidden ? "sr-only" : "text-sm font-medium text-ink"}>
        {label}
      </label>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
        className={clsx(inputClasses(Boolean(error)), "min-h-24 resize-y py-3 leading-relaxed")}
        {...textarea}
      />
      {hint && !error && (
        <p id={hintId} className="text-[13px] text-ink-soft">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export function FieldError({ id, children }: { id?: string; children: React.ReactNode }) {
  return (
    <p id={id} className="text-[13px] font-medium text-danger">
      {children}
    </p>
  );
}
