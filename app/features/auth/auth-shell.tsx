import { Logo } from "#app/components/ui/logo";

// Auth screens: no site chrome, a centred card on a warm background, the logo on top.
export function AuthShell({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <div className="relative min-h-dvh overflow-hidden bg-paper">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(80%_50%_at_50%_-10%,rgba(217,164,65,0.28),transparent_70%),radial-gradient(60%_40%_at_100%_100%,rgba(180,71,47,0.12),transparent_70%)]"
      />
      <main className="relative mx-auto flex min-h-dvh w-full max-w-[440px] flex-col px-5 pt-10 pb-10 sm:justify-center sm:pt-12">
        <div className="mb-8 flex justify-center">
          <Logo size="lg" />
        </div>
        <div className="rounded-3xl border border-line/80 bg-white/95 p-6 shadow-[0_1px_2px_rgba(42,35,32,0.04),0_12px_40px_-12px_rgba(42,35,32,0.18)] sm:p-8">
          <h1 className="font-display text-[28px] leading-tight font-semibold tracking-tight text-ink">
            {title}
          </h1>
          {subtitle && <p className="mt-2 text-[15px] leading-relaxed text-ink-soft">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-[15px] text-ink-soft">{footer}</div>}
      </main>
    </div>
  );
}

export const inlineLinkClasses = "font-medium text-ember underline-offset-4 hover:underline";
