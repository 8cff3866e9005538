import { clsx } from "clsx";
import { Loader2 } from "lucide-react";
import { forwardRef } from "react";
import { Link, type LinkProps } from "react-router";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "dark" | "light";
export type ButtonSize = "sm" | "md" | "lg";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-ember text-white shadow-sm shadow-ember/20 hover:bg-ember-dark active:bg-ember-dark",
  secondary: "border border-line bg-white text-ink hover:border-ink-soft/40 hover:bg-cream",
  ghost: "text-ink hover:bg-cream",
  dark: "bg-night text-paper hover:bg-ink",
  light: "bg-paper text-night hover:bg-white",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-9 gap-1.5 rounded-lg px-3 text-sm",
  md: "h-11 gap-2 rounded-xl px-5 text-[15px]",
  lg: "h-13 gap-2 rounded-xl px-7 text-base",
};

export function buttonClasses({
  variant = "primary",
  size = "md",
  block = false,
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
} = {}): string {
  return clsx(
    "inline-flex shrink-0 items-center justify-center font-medium whitespace-nowrap transition-colors",
    "disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
    variants[variant],
    sizes[size],
    block && "w-full",
    className,
  );
}

type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  pending?: boolean;
  pendingLabel?: string;
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    block,
    pending = false,
    pendingLabel,
    className,
    children,
    disabled,
    type = "button",
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClasses({ variant, size, block, className })}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending && <Loader2 className="size-4 animate-spin" aria-hidden />}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
});

type ButtonLinkProps = LinkProps & { variant?: ButtonVariant; size?: ButtonSize; block?: boolean };

export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return (
    <Link
      className={buttonClasses({
        variant,
        size,
        block,
        className: typeof className === "string" ? className : undefined,
      })}
      {...rest}
    />
  );
}
