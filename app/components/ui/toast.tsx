import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { createContext, useCallback, useContext, useMemo, useState } from "react";

export type ToastInput = {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  action?: { label: string; onClick: () => void };
  duration?: number;
};

type ToastState = ToastInput & { id: number; open: boolean };

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

const TOAST_DURATION_MS = 5000;
let nextId = 1;

// One toast at a time (a new one replaces the old), 5000 ms by default, F8 to focus, swipe 50 px.
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toast, setToast] = useState<ToastState | null>(null);
  const show = useCallback(
    (input: ToastInput) => setToast({ ...input, id: nextId++, open: true }),
    [],
  );
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      <ToastPrimitive.Provider
        swipeDirection="right"
        swipeThreshold={50}
        duration={TOAST_DURATION_MS}
      >
        {children}
        {toast && (
          <ToastPrimitive.Root
            key={toast.id}
            open={toast.open}
            onOpenChange={(open) => setToast((t) => (t && t.id === toast.id ? { ...t, open } : t))}
            duration={toast.duration ?? TOAST_DURATION_MS}
            data-variant={toast.variant ?? "default"}
            className={[
              "pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg",
              "data-[state=open]:animate-[toast-in_200ms_ease-out] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]",
              toast.variant === "destructive"
                ? "border-red-800 bg-danger text-white"
                : "border-line bg-white text-ink",
            ].join(" ")}
          >
            <div className="grid gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold">
                {toast.title}
              </ToastPrimitive.Title>
              {toast.description && (
                <ToastPrimitive.Description className="text-sm opacity-90">
                  {toast.description}
                </ToastPrimitive.Description>
              )}
            </div>
            {toast.action && (
              <ToastPrimitive.Action
                altText={toast.action.label}
                onClick={toast.action.onClick}
                className="ml-auto shrink-0 rounded-md border border-current px-3 py-1 text-sm font-medium"
              >
                {toast.action.label}
              </ToastPrimitive.Action>
            )}
            <ToastPrimitive.Close
              aria-label="Close notification"
              className="absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100"
            >
              <X className="size-4" aria-hidden />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        )}
        <ToastPrimitive.Viewport className="fixed top-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0" />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): (toast: ToastInput) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast must be used inside ToastProvider");
  return show;
}
