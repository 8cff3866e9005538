import * as TabsPrimitive from "@radix-ui/react-tabs";
import { clsx } from "clsx";

// Tabs (Radix): arrow keys move between tabs, one tab stop for the row, and the panels are
// labelled by their tabs. Every panel stays mounted and is only hidden, so a panel holding an
// editor keeps its text, selection and undo history while another tab is open.
export function Tabs<T extends string>({
  value,
  onValueChange,
  className,
  children,
}: {
  value: T;
  onValueChange: (value: T) => void;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <TabsPrimitive.Root
      value={value}
      onValueChange={(next) => onValueChange(next as T)}
      className={className}
    >
      {children}
    </TabsPrimitive.Root>
  );
}

export function TabList({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <TabsPrimitive.List
      aria-label={label}
      className={clsx("flex overflow-x-auto border-b border-line px-2", className)}
    >
      {children}
    </TabsPrimitive.List>
  );
}

export function Tab({ value, children }: { value: string; children: React.ReactNode }) {
  return (
    <TabsPrimitive.Trigger
      value={value}
      // Radix focuses a pressed tab from script, which Chromium rings like keyboard focus. A
      // press focuses it as a click focuses a button (no ring); focusing selects it (Radix's
      // automatic activation), so the tab still changes on press.
      onMouseDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        event.currentTarget.focus({ focusVisible: false } as FocusOptions);
      }}
      className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium text-ink-soft hover:text-ink data-[state=active]:border-ember data-[state=active]:text-ink"
    >
      {children}
    </TabsPrimitive.Trigger>
  );
}

export function TabPanel({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <TabsPrimitive.Content
      value={value}
      forceMount
      // The panels' content is focusable itself (the editor, fields, buttons): no extra tab stop.
      tabIndex={undefined}
      className={clsx("data-[state=inactive]:hidden", className)}
    >
      {children}
    </TabsPrimitive.Content>
  );
}
