import { clsx } from "clsx";
import { Check, ChevronDown, Copy, Globe2, Link2, Lock, Share2, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import type { Movie } from "@contracts/movie.ts";
import { Button, buttonClasses } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { FormAlert } from "~/components/ui/form-alert";
import { useToast } from "~/components/ui/toast";
import { ServiceIcon } from "~/features/marketing/service-icon";
import { socialShareLinks } from "~/features/marketing/social-share";
import { MoviePoster } from "~/features/movies/movie-poster";
import { developPaths } from "~/lib/paths";
import { useCreateShareLink, useRevokeShareLink, type ShareLink } from "./share-api";

const EXPIRY = [
  { value: "never", label: "Never expires", days: null },
  { value: "1", label: "Expires in 1 day", days: 1 },
  { value: "7", label: "Expires in 7 days", days: 7 },
  { value: "30", label: "Expires in 30 days", days: 30 },
] as const;

export function shareText(title: string): string {
  return `Read “${title}”, my life story as a screenplay, written with Lifescript.`;
}

function expiryLabel(link: ShareLink): string {
  if (!link.expiresAt) return "No expiry";
  return `Expires ${new Date(link.expiresAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}`;
}

// One movie on the Share screen: private until a link exists; links are copied, sent to a
// service or to the device's share sheet, and revoked (the page answers 404 at once).
export function MovieShareCard({
  movie,
  links,
  defaultOpen,
}: {
  movie: Movie;
  links: ShareLink[];
  defaultOpen: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [expiry, setExpiry] = useState<(typeof EXPIRY)[number]["value"]>("never");
  const create = useCreateShareLink();
  const bodyId = useId();
  const active = links.filter((l) => l.state === "active");
  const past = links.filter((l) => l.state !== "active");

  async function createLink() {
    const days = EXPIRY.find((e) => e.value === expiry)?.days ?? null;
    const expiresAt = days ? new Date(Date.now() + days * 86_400_000).toISOString() : null;
    await create.mutateAsync({ movieId: movie.id, expiresAt }).catch(() => undefined);
  }

  return (
    <li
      className="overflow-hidden rounded-2xl border border-line bg-white"
      data-testid="share-movie"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center gap-4 px-4 py-3.5 text-left hover:bg-cream/50"
      >
        <MoviePoster movie={movie} className="h-14 w-10 shrink-0 rounded-md [&_span]:text-lg" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold">{movie.title}</span>
          <span className="block text-sm text-ink-soft">
            {active.length === 0
              ? "Only you can read it"
              : active.length === 1
                ? "1 active link"
                : `${active.length} active links`}
          </span>
        </span>
        {active.length > 0 ? (
          <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-success/10 px-3 py-1.5 text-[13px] font-semibold text-success">
            <Globe2 className="size-3.5" aria-hidden />
            Shared
          </span>
        ) : (
          <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-cream px-3 py-1.5 text-[13px] font-semibold text-ink">
            <Lock className="size-3.5" aria-hidden />
            Private
          </span>
        )}
        <ChevronDown
          className={clsx(
            "size-5 shrink-0 text-ink-soft transition-transform",
            open && "rotate-180",
          )}
          aria-hidden
        />
      </button>
      {open && (
        <div id={bodyId} className="grid gap-4 border-t border-line px-4 pt-4 pb-5">
          {active.map((link) => (
            <ActiveLink key={link.id} link={link} title={movie.title} />
          ))}
          <div className="grid gap-2 rounded-xl bg-paper p-3.5">
            <p className="text-sm font-semibold">
              {active.length === 0 ? "Share a read-only link" : "Create another link"}
            </p>
            <p className="text-sm text-ink-soft">
              Anyone with the link can read the screenplay and download its PDF, without an account.
              You can revoke it at any time.
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <label className="sr-only" htmlFor={`${bodyId}-expiry`}>
                Link expiry
              </label>
              <select
                id={`${bodyId}-expiry`}
                value={expiry}
                onChange={(e) => setExpiry(e.target.value as typeof expiry)}
                className="h-9 rounded-lg border border-line bg-white px-2 text-sm"
              >
                {EXPIRY.map((e) => (
                  <option key={e.value} value={e.value}>
                    {e.label}
                  </option>
                ))}
              </select>
              <Button
                size="sm"
                onClick={() => void createLink()}
                pending={create.isPending}
                pendingLabel="Creating…"
              >
                <Link2 className="size-4" aria-hidden />
                Create link
              </Button>
              <Link
                to={developPaths.advanced(movie.id)}
                className={buttonClasses({ size: "sm", variant: "ghost" })}
              >
                Open the screenplay
              </Link>
            </div>
            {create.isError && <FormAlert>{create.error.message}</FormAlert>}
          </div>
          {past.length > 0 && (
            <details className="text-sm text-ink-soft">
              <summary className="cursor-pointer">Past links ({past.length})</summary>
              <ul className="mt-2 grid gap-1">
                {past.map((l) => (
                  <li key={l.id} className="truncate">
                    {l.state === "revoked" ? "Revoked" : "Expired"} ·{" "}
                    {new Date(l.createdAt).toLocaleDateString()} · …{l.token.slice(-6)}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
    </li>
  );
}

function ActiveLink({ link, title }: { link: ShareLink; title: string }) {
  const toast = useToast();
  const revoke = useRevokeShareLink();
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [canShare, setCanShare] = useState(false);
  const inputId = useId();
  useEffect(
    () => setCanShare(typeof navigator !== "undefined" && typeof navigator.share === "function"),
    [],
  );

  async function copy() {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      const input = document.getElementById(inputId) as HTMLInputElement | null;
      input?.select();
      toast({ title: "Select the link and copy it", description: "This browser blocked copying." });
    }
  }

  async function shareSheet() {
    try {
      await navigator.share({ title, text: shareText(title), url: link.url });
    } catch {
      // Closed without sharing.
    }
  }

  return (
    <div
      className="grid gap-3 rounded-xl border border-success/30 bg-success/[0.04] p-3.5"
      data-testid="active-link"
    >
      <div className="grid gap-1.5">
        <label htmlFor={inputId} className="text-sm font-semibold">
          Link to read “{title}”
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            readOnly
            value={link.url}
            onFocus={(e) => e.currentTarget.select()}
            className="h-10 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 font-mono text-[13px]"
          />
          <Button size="sm" className="h-10" onClick={() => void copy()}>
            {copied ? (
              <Check className="size-4" aria-hidden />
            ) : (
              <Copy className="size-4" aria-hidden />
            )}
            {copied ? "Copied" : "Copy link"}
          </Button>
        </div>
        <p className="text-xs text-ink-soft">
          {expiryLabel(link)} · created {new Date(link.createdAt).toLocaleDateString()}
        </p>
      </div>
      <div>
        <p className="text-xs font-semibold tracking-[0.1em] text-ink-soft uppercase">Send it</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {canShare && (
            <li>
              <button
                type="button"
                onClick={() => void shareSheet()}
                className="inline-flex h-10 items-center gap-1.5 rounded-full bg-night px-3.5 text-sm font-medium text-paper hover:bg-ink"
              >
                <Share2 className="size-4" aria-hidden />
                Share…
              </button>
            </li>
          )}
          {socialShareLinks(link.url, shareText(title)).map((s) => (
            <li key={s.service}>
              <a
                href={s.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Send on ${s.label}`}
                title={s.label}
                className="grid size-10 place-items-center rounded-full border border-line bg-white text-ink hover:border-ember/50 hover:bg-cream"
              >
                <ServiceIcon service={s.service} />
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={link.url}
          target="_blank"
          rel="noopener"
          className={buttonClasses({ size: "sm", variant: "secondary" })}
        >
          Open the shared page
        </a>
        <Button
          size="sm"
          variant="ghost"
          className="text-danger hover:bg-danger/5"
          onClick={() => setConfirming(true)}
        >
          <Trash2 className="size-4" aria-hidden />
          Revoke link
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Revoke this link?"
        description="Anyone who opens it from now on sees “page not found”. People who downloaded the PDF keep their copy."
        confirmLabel="Revoke"
        pendingLabel="Revoking…"
        pending={revoke.isPending}
        onConfirm={() =>
          void revoke
            .mutateAsync(link.id)
            .then(() => {
              setConfirming(false);
              toast({ title: "Link revoked", description: "It now answers “page not found”." });
            })
            .catch((e: unknown) =>
              toast({
                title: "The link could not be revoked",
                description: e instanceof Error ? e.message : "Try again.",
                variant: "destructive",
              }),
            )
        }
      />
    </div>
  );
}
