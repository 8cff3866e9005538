import { Loader2 } from "lucide-react";
import type { Diagnostics } from "#contracts/billing.ts";
import { NotFoundMessage } from "#app/components/not-found-message";
import { FormAlert } from "#app/components/ui/form-alert";
import { ApiError } from "#app/lib/api-client";
import { useDiagnostics } from "./billing-api";

// The payment diagnostics pages are for operators (ADMIN_EMAILS). The server answers 404 to
// everyone else, and so does the page: the same 404 as any unknown address.
export function OperatorGate({
  children,
}: {
  children: (diagnostics: Diagnostics) => React.ReactNode;
}) {
  const diagnostics = useDiagnostics();
  if (diagnostics.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-ink-soft">
        <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
        Loading...
      </p>
    );
  }
  if (diagnostics.isError) {
    if (diagnostics.error instanceof ApiError && diagnostics.error.status === 404) {
      return (
        <div className="mx-auto max-w-xl py-10 text-center">
          <NotFoundMessage />
        </div>
      );
    }
    return <FormAlert>{diagnostics.error.message}</FormAlert>;
  }
  return <>{children(diagnostics.data)}</>;
}
