import { clsx } from "clsx";
import { AlertCircle, CheckCircle2 } from "lucide-react";

// A message about the whole form (a server error, a success), announced to screen readers.
export function FormAlert({
  tone = "error",
  id,
  children,
}: {
  tone?: "error" | "success" | "info";
  id?: string;
  children: React.ReactNode;
}) {
  const Icon = tone === "success" ? CheckCircle2 : AlertCircle;
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={clsx(
        "flex items-start gap-2.5 rounded-xl border px-4 py-3 text-sm",
        tone === "error" && "border-danger/25 bg-danger/5 text-danger",
        tone === "success" && "border-success/25 bg-success/5 text-success",
        tone === "info" && "border-line bg-cream text-ink",
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
