import { X } from "lucide-react";
import { Drawer } from "vaul";
import { useToast } from "~/components/ui/toast";
import { MovieForm } from "./movie-form";
import { useCreateMovie } from "./movies-api";

// The create-movie bottom sheet: drag down or press Escape to close.
export function CreateMovieSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const toast = useToast();
  const create = useCreateMovie();

  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-40 bg-night/50" />
        <Drawer.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[90vh] w-full max-w-lg flex-col rounded-t-3xl bg-paper outline-none"
        >
          <div className="mx-auto mt-3 h-1.5 w-12 shrink-0 rounded-full bg-line" aria-hidden />
          <div className="flex items-center justify-between px-5 pt-3 pb-1 sm:px-6">
            <Drawer.Title className="font-display text-2xl font-semibold">New movie</Drawer.Title>
            <Drawer.Close
              className="grid size-11 place-items-center rounded-full text-ink-soft hover:bg-cream hover:text-ink"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden />
            </Drawer.Close>
          </div>
          <div className="overflow-y-auto px-5 pt-3 pb-[calc(1.5rem+env(safe-area-inset-bottom))] sm:px-6">
            <MovieForm
              pending={create.isPending}
              onSubmit={(input) =>
                create.mutate(input, {
                  onSuccess: () => {
                    toast({
                      title: "Movie created",
                      description: "Your movie has been successfully created.",
                    });
                    onOpenChange(false);
                  },
                  onError: () => {
                    toast({
                      variant: "destructive",
                      title: "Error",
                      description: "Failed to create movie. Please try again.",
                    });
                  },
                })
              }
            />
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
