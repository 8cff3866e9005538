import * as TooltipPrimitive from "@radix-ui/react-tooltip";

// The spec's tooltip timing: shown after 700 ms of hover or focus; moving to another control
// within 300 ms shows its tooltip at once.
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export function TooltipProvider({ children }: { children: React.ReactNode }) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={TOOLTIP_OPEN_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      {children}
    </TooltipPrimitive.Provider>
  );
}

// A short name for a control that shows only an icon. The control keeps its own aria-label
// (the tooltip repeats it for sighted mouse and keyboard users, it does not replace it).
export function Tooltip({
  label,
  side = "top",
  children,
}: {
  label: string;
  side?: "top" | "bottom" | "left" | "right";
  children: React.ReactElement;
}) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          collisionPadding={8}
          className="z-[70] max-w-64 rounded-lg bg-night px-2.5 py-1.5 text-[13px] leading-snug text-paper shadow-lg select-none"
        >
          {label}
          <TooltipPrimitive.Arrow className="fill-night" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
