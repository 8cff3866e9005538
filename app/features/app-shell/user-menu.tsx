import { ChevronDown, CircleUser, CreditCard, Download, Loader2, LogOut } from "lucide-react";
import { useNavigate } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#app/components/ui/dropdown-menu";
import { usePublicConfig } from "#app/features/auth/use-public-config";
import { CowriterConsentItem } from "#app/features/cowriter/cowriter-consent-item";
import { accountPath, importPath } from "#app/lib/paths";
import { contactOf, type ShellUser } from "./types";

function initials(user: ShellUser): string {
  const source = user.name?.trim() || contactOf(user);
  const parts = source.split(/\s+/).filter(Boolean);
  const letters =
    parts.length > 1
      ? `${parts[0]?.[0] ?? ""}${parts[parts.length - 1]?.[0] ?? ""}`
      : source.slice(0, 1);
  return letters.toUpperCase();
}

// The account menu: who is signed in, and the way out.
export function UserMenu({
  user,
  onSignOut,
  signingOut,
}: {
  user: ShellUser;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  const navigate = useNavigate();
  const config = usePublicConfig();
  const displayName = user.name?.trim() || contactOf(user);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex h-11 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-ink hover:bg-cream">
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
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-72 p-2">
        <DropdownMenuLabel>
          <span className="block truncate font-semibold">{user.name || "Your account"}</span>
          <span className="block truncate text-sm font-normal text-ink-soft">
            {contactOf(user)}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {/* Name, email, password, two-step sign-in, sessions, your data, deleting the account. */}
        <DropdownMenuItem onSelect={() => void navigate(accountPath)}>
          <CircleUser className="size-4" aria-hidden />
          Account
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate("/app/subscription")}>
          <CreditCard className="size-4" aria-hidden />
          Subscription
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate(importPath())}>
          <Download className="size-4" aria-hidden />
          Import posts and photos
        </DropdownMenuItem>
        {!user.isAnonymous && config.data?.cowriter && <CowriterConsentItem />}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          // The menu stays open while signing out, so the progress shows where it was asked for.
          onSelect={(event) => {
            event.preventDefault();
            if (!signingOut) onSignOut();
          }}
          disabled={signingOut}
          className="font-medium"
        >
          {signingOut ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : (
            <LogOut className="size-4" aria-hidden />
          )}
          {signingOut ? "Signing out..." : "Sign out"}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
