import * as Menu from "@radix-ui/react-dropdown-menu";
import { clsx } from "clsx";

// A small menu under a button (account, a movie's actions): Radix gives it the menu roles, arrow
// keys, typeahead, Escape and click-outside, and puts focus back on the button when it closes.
// Not modal: the page behind stays usable, as it was with the hand-rolled menus.
export function DropdownMenu({
  open,
  onOpenChange,
  children,
}: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: React.ReactNode;
}) {
  return (
    <Menu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      {children}
    </Menu.Root>
  );
}

export const DropdownMenuTrigger = Menu.Trigger;

// An item that opened a dialog (edit, confirm) leaves the focus to that dialog instead of taking
// it back to the menu's button.
function dialogOpen(): boolean {
  return (
    document.querySelector(
      '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]',
    ) !== null
  );
}

export function DropdownMenuContent({
  className,
  children,
}: {
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Menu.Portal>
      <Menu.Content
        align="end"
        sideOffset={8}
        collisionPadding={8}
        onCloseAutoFocus={(event) => {
          if (dialogOpen()) event.preventDefault();
        }}
        className={clsx(
          "z-50 rounded-2xl border border-line bg-white p-1.5 shadow-xl outline-none",
          className,
        )}
      >
        {children}
      </Menu.Content>
    </Menu.Portal>
  );
}

export function DropdownMenuItem({
  onSelect,
  tone = "default",
  disabled,
  className,
  children,
}: {
  onSelect: (event: Event) => void;
  tone?: "default" | "danger";
  disabled?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Menu.Item
      onSelect={onSelect}
      disabled={disabled}
      className={clsx(
        "flex h-11 w-full cursor-pointer items-center gap-2.5 rounded-xl px-3 text-left text-[15px] outline-none select-none",
        "data-[disabled]:cursor-wait data-[disabled]:opacity-60",
        tone === "danger"
          ? "text-danger data-[highlighted]:bg-danger/5"
          : "data-[highlighted]:bg-cream",
        className,
      )}
    >
      {children}
    </Menu.Item>
  );
}

export function DropdownMenuLabel({ children }: { children: React.ReactNode }) {
  return <Menu.Label className="px-3 py-3">{children}</Menu.Label>;
}

export function DropdownMenuSeparator() {
  return <Menu.Separator className="my-1 h-px bg-line" />;
}
