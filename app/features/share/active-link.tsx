import { Check, ChevronRight, Copy, Share2, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button, buttonClasses } from "#app/components/ui/button";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog";
import { useToast } from "#app/components/ui/toast";
import { ShareServiceLink } from "#app/features/marketing/share-service-link";
import { privateShareLinks } from "#app/features/marketing/social-share";
import { CommentSettings } from "./comment-settings";
import { useRevokeShareLink, type ShareLink } from "./share-api";
import { expiryLabel, shareText } from "./share-link-text";
import { formatDate } from "#app/lib/format-date";

// An active link: copy it, send it, open it, or revoke it (the page answers 404 at once).
export function ActiveLink({ link, title }: { link: ShareLink; title: string }) {
  const toast = useToast();
  const revoke = useRevokeShareLink();
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const inputId = useId();

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
          {expiryLabel(link)} · created {formatDate(link.createdAt)}
        </p>
      </div>
      <CommentSettings link={link} />
      <SocialShareRow url={link.url} title={title} />
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

// "Send it": a private story goes to people first (email, WhatsApp, the phone's Messages, the
// device's own share sheet where there is one); posting it on a public network is a step apart.
function SocialShareRow({ url, title }: { url: string; title: string }) {
  const [canShare, setCanShare] = useState(false);
  useEffect(
    () => setCanShare(typeof navigator !== "undefined" && typeof navigator.share === "function"),
    [],
  );
  const { messaging, networks } = privateShareLinks(url, shareText(title));

  async function shareSheet() {
    try {
      await navigator.share({ title, text: shareText(title), url });
    } catch {
      // Closed without sharing.
    }
  }

  return (
    <div>
      <p className="text-xs font-semibold tracking-[0.1em] text-ink-soft uppercase">Send it</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {messaging.map((s) => (
          <ShareServiceLink
            key={s.service}
            link={s}
            share={{ url, text: shareText(title) }}
            verb="Send by"
            rel="noopener noreferrer"
            labelled
            className="inline-flex h-10 items-center gap-2 rounded-full border border-line bg-white px-3.5 text-sm font-medium text-ink hover:border-ember/50 hover:bg-cream"
          />
        ))}
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
      </ul>
      <details className="group mt-3">
        <summary className="inline-flex min-h-10 cursor-pointer items-center gap-1.5 rounded-lg text-sm font-medium text-ink-soft hover:text-ink">
          <ChevronRight
            className="size-4 transition-transform group-open:rotate-90 motion-reduce:transition-none"
            aria-hidden
          />
          Post it on a public network
        </summary>
        <p className="mt-1 text-xs text-ink-soft">
          Anyone who sees the post can open the link and read your story.
        </p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {networks.map((s) => (
            <ShareServiceLink
              key={s.service}
              link={s}
              share={{ url, text: shareText(title) }}
              verb="Post on"
              rel="noopener noreferrer"
              className="grid size-10 place-items-center rounded-full border border-line bg-white text-ink hover:border-ember/50 hover:bg-cream"
            />
          ))}
        </ul>
      </details>
    </div>
  );
}
