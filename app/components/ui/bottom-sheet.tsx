import { clsx } from "clsx";
import { X } from "lucide-react";
import { Drawer } from "vaul";
import { Button } from "#app/components/ui/button";
import { useBodyScrollLock } from "./use-body-scroll-lock";

// The sheet's backdrop and panel, shared with sheets that draw their own content (the composer).
export const SHEET_OVERLAY_CLASS = "fixed inset-0 z-40 bg-night/55 backdrop-blur-[2px]";
export const SHEET_PANEL_CLASS =
  "fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[90vh] w-full flex-col rounded-t-3xl bg-paper shadow-[0_-12px_40px_-12px_rgba(28,23,20,0.35)] outline-none";

// The app's standard bottom sheet: drag the handle down, tap the backdrop or press Escape to close.
export function BottomSheet({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  className,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: React.ReactNode;
  footer?: React.ReactNode;
  className?: string;
}) {
  useBodyScrollLock(open);
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange} repositionInputs={false}>
      <Drawer.Portal>
        <Drawer.Overlay className={SHEET_OVERLAY_CLASS} />
        <Drawer.Content
          aria-describedby={description ? undefined : undefined}
          className={clsx(SHEET_PANEL_CLASS, "max-w-lg", className)}
        >
          <div className="mx-auto mt-3 h-1.5 w-12 shrink-0 rounded-full bg-line" aria-hidden />
          <div className="flex items-start justify-between gap-3 px-5 pt-3 pb-1 sm:px-6">
            <div className="min-w-0">
              <Drawer.Title className="font-display text-2xl font-semibold tracking-tight">
                {title}
              </Drawer.Title>
              {description ? (
                <Drawer.Description className="mt-1 text-sm text-ink-soft">
                  {description}
                </Drawer.Description>
              ) : (
                <Drawer.Description className="sr-only">{title}</Drawer.Description>
              )}
            </div>
            <Drawer.Close
              className="-mr-2 grid size-11 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-cream hover:text-ink"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden />
            </Drawer.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pt-3 pb-5 sm:px-6">
            {children}
          </div>
          {footer && (
            <div className="border-t border-line bg-paper px-5 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] sm:px-6">
              {footer}
            </div>
          )}
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}

// The footer of a sheet that holds a form: Cancel beside the submit button of the form `formId`.
export function SheetFormFooter({
  formId,
  onCancel,
  submitLabel,
  pending,
  pendingLabel,
  disabled,
}: {
  formId: string;
  onCancel: () => void;
  submitLabel: string;
  pending: boolean;
  pendingLabel: string;
  disabled?: boolean;
}) {
  return (
    <div className="grid grid-cols-[1fr_2fr] gap-3">
      <Button variant="secondary" size="lg" onClick={onCancel}>
        Cancel
      </Button>
      <Button
        type="submit"
        form={formId}
        size="lg"
        pending={pending}
        pendingLabel={pendingLabel}
        disabled={disabled}
      >
        {submitLabel}
      </Button>
    </div>
  );
}
