import { Download, Lock } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { saveBlob } from "./export-buttons";

// The server shut this person out of the live screenplay (their access was removed or changed,
// or they were signed out): say so in the server's words, and let them take the text they have.
export function LiveAccessBanner({
  message,
  title,
  text,
}: {
  message: string;
  title: string;
  text: () => string;
}) {
  const download = () =>
    saveBlob(
      new Blob([text()], { type: "text/plain;charset=utf-8" }),
      `${title.trim() || "Screenplay"}.fountain`,
    );
  return (
    <div
      role="alert"
      data-testid="live-access-lost"
      className="mt-3 flex flex-wrap items-center gap-3 rounded-xl border border-danger/40 bg-white px-4 py-3 text-sm"
    >
      <Lock className="size-4 shrink-0 text-danger" aria-hidden />
      <p className="min-w-0 flex-1">
        {message} The text on this screen is no longer saved; download it to keep a copy.
      </p>
      <Button variant="secondary" size="sm" onClick={download}>
        <Download className="size-4" aria-hidden />
        Download .fountain
      </Button>
    </div>
  );
}
