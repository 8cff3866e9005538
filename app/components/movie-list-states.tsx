import { RotateCcw } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";

export function MovieListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div role="status" aria-label="Loading your movies" className="grid gap-3">
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          className="flex animate-pulse gap-4 rounded-2xl border border-line bg-white p-4"
        >
          <div className="h-28 w-20 rounded-xl bg-cream" />
          <div className="flex-1 space-y-3 py-2">
            <div className="h-3 w-16 rounded bg-cream" />
            <div className="h-5 w-2/3 rounded bg-cream" />
            <div className="h-3 w-1/2 rounded bg-cream" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function MovieListError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div className="grid gap-4">
      <FormAlert>We couldn't load your movies. {message}</FormAlert>
      <div>
        <Button
          variant="secondary"
          onClick={onRetry}
          pending={retrying}
          pendingLabel="Trying again..."
        >
          <RotateCcw className="size-4" aria-hidden />
          Try again
        </Button>
      </div>
    </div>
  );
}
