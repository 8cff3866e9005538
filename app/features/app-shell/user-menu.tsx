import { ChevronDown, FileArchive, LogOut, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { useEffect, useId, useRef, useState } from "react";
import { Button, buttonClasses } from "~/components/ui/button";
import type { ShellUser } from "./types";

function initials(user: ShellUser): string {
  const source = user.name?.trim() || user.email;
  const parts = source.split(/\s+/).filter(Boolean);
  const letters =
    parts.length > 1
      ? `${parts[0]?.[0] ?? ""}${parts[parts.length - 1]?.[0] ?? ""}`
      : source.slice(0, 1);
  return letters.toUpperCase();
}

// The account disclosure: who is signed in, and the way out.
export function UserMenu({
  user,
  onSignOut,
  signingOut,
}: {
  user: ShellUser;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const displayName = user.name?.trim() || user.email;

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex h-11 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-ink hover:bg-cream"
      >
        <span
          className="grid size-9 place-items-center rounded-full bg-ember text-sm font-semibold text-white"
          aria-hidden
        >
          {initials(user)}
        </span>
        <span className="hidden max-w-[180px] truncate text-sm font-medium sm:block">
          {displayName}
        </span>
        <span className="sr-only sm:hidden">Account: {displayName}</span>
        <ChevronDown className="size-4 text-ink-soft" aria-hidden />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-72 rounded-2xl border border-line bg-white p-2 shadow-xl"
      >
        <div className="px-3 py-3">
          <p className="truncate font-semibold">{user.name || "Your account"}</p>
          <p className="truncate text-sm text-ink-soft">{user.email}</p>
        </div>
        <div className="my-1 h-px bg-line" />
        <Link
          to="/app/account"
          onClick={() => setOpen(false)}
          className={buttonClasses({
            variant: "ghost",
            block: true,
            className: "justify-start px-3",
          })}
        >
          <FileArchive className="size-4" aria-hidden />
          Download my data
        </Link>
        <Link
          to="/app/account#delete-title"
          onClick={() => setOpen(false)}
          className={buttonClasses({
            variant: "ghost",
            block: true,
            className: "justify-start px-3",
          })}
        >
          <Trash2 className="size-4" aria-hidden />
          Delete my account
        </Link>
        <div className="my-1 h-px bg-line" />
        <Button
          variant="ghost"
          block
          className="justify-start px-3"
          onClick={onSignOut}
          pending={signingOut}
          pendingLabel="Signing out..."
        >
          <LogOut className="size-4" aria-hidden />
          Sign out
        </Button>
      </div>
    </div>
  );
}
