import { Link2 } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import {
  ProFeatureNotice,
  ProMark,
  isPlanFeatureError,
  useProLocked,
} from "#app/features/billing/pro-feature";
import { developPaths } from "#app/lib/paths";
import type { CommentMode } from "#contracts/share-comments.ts";
import { CommentModeSelect } from "./comment-settings";
import { useCreateShareLink } from "./share-api";
import { EXPIRY, expiresAtFor, type ExpiryChoice } from "./share-link-text";

// A new read-only link for a movie, with how long it lasts. A link that expires is Lifescript Pro
// when payments are set up: the choices say so, and choosing one shows how to upgrade.
export function CreateLinkForm({ movieId, another }: { movieId: string; another: boolean }) {
  const [expiry, setExpiry] = useState<ExpiryChoice>("never");
  const [comments, setComments] = useState<CommentMode>("writer-only");
  const create = useCreateShareLink();
  const id = useId();
  const proLocked = useProLocked();
  const expiryLocked = proLocked && expiry !== "never";
  const proRefused = create.isError && isPlanFeatureError(create.error);

  async function createLink() {
    if (expiryLocked) return;
    await create
      .mutateAsync({ movieId, expiresAt: expiresAtFor(expiry), comments })
      .catch(() => undefined);
  }

  return (
    <div className="grid gap-2 rounded-xl bg-paper p-3.5">
      <p className="text-sm font-semibold">
        {another ? "Create another link" : "Share a read-only link"}
      </p>
      <p className="text-sm text-ink-soft">
        Anyone with the link can read the screenplay and download its PDF, without an account. You
        can revoke it at any time.
      </p>
      <CommentModeSelect value={comments} onChange={setComments} />
      <div className="flex flex-wrap items-center gap-2">
        <label className="sr-only" htmlFor={`${id}-expiry`}>
          Link expiry
        </label>
        <select
          id={`${id}-expiry`}
          value={expiry}
          onChange={(e) => {
            setExpiry(e.target.value as ExpiryChoice);
            create.reset();
          }}
          className="h-9 rounded-lg border border-line bg-white px-2 text-sm"
        >
          {EXPIRY.map((e) => (
            <option key={e.value} value={e.value}>
              {e.days !== null && proLocked ? `${e.label} (Pro)` : e.label}
            </option>
          ))}
        </select>
        {proLocked && <ProMark />}
        <Button
          size="sm"
          onClick={() => void createLink()}
          pending={create.isPending}
          disabled={expiryLocked}
          pendingLabel="Creating…"
        >
          <Link2 className="size-4" aria-hidden />
          Create link
        </Button>
        <Link
          to={developPaths.advanced(movieId)}
          className={buttonClasses({ size: "sm", variant: "ghost" })}
        >
          Open the screenplay
        </Link>
      </div>
      {(expiryLocked || proRefused) && <ProFeatureNotice feature="expiringShareLinks" />}
      {create.isError && !proRefused && <FormAlert>{create.error.message}</FormAlert>}
    </div>
  );
}
