import { Loader2, Sparkles } from "lucide-react";
import { Drawer } from "vaul";
import type { PointerDragHandlers } from "#app/components/ui/use-pointer-drag";

// The composer's top: the handle the sheet is dragged by, Cancel, Inspire Me and Create (Save
// when editing).
export function ComposerHeader({
  drag,
  editing,
  canSubmit,
  pending,
  onCancel,
  onInspire,
  onSubmit,
}: {
  drag: PointerDragHandlers<HTMLDivElement>;
  editing: boolean;
  canSubmit: boolean;
  pending: boolean;
  onCancel: () => void;
  onInspire: () => void;
  onSubmit: () => void;
}) {
  return (
    <div
      className="shrink-0 cursor-grab touch-none select-none active:cursor-grabbing"
      {...drag}
      data-testid="composer-grab"
    >
      <div className="mx-auto mt-3 h-1.5 w-12 rounded-full bg-line" aria-hidden />
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 px-3 pt-2 pb-2">
        <button
          type="button"
          onClick={onCancel}
          className="h-11 justify-self-start rounded-xl px-3 text-[15px] font-medium text-ink-soft hover:bg-cream hover:text-ink"
        >
          Cancel
        </button>
        <button
          type="button"
          onClick={onInspire}
          className="inline-flex h-10 items-center gap-1.5 rounded-full border border-gold/60 bg-[#fbf0d9] px-3.5 text-sm font-semibold text-[#7a4f00] hover:bg-[#f8e6c1]"
        >
          <Sparkles className="size-4" aria-hidden />
          Inspire Me
        </button>
        <button
          type="button"
          onClick={onSubmit}
          disabled={!canSubmit || pending}
          aria-busy={pending || undefined}
          className="inline-flex h-11 items-center gap-1.5 justify-self-end rounded-xl bg-ember px-4 text-[15px] font-semibold text-white shadow-sm shadow-ember/20 hover:bg-ember-dark disabled:cursor-not-allowed disabled:opacity-50"
        >
          {pending && <Loader2 className="size-4 animate-spin" aria-hidden />}
          {editing ? (pending ? "Saving..." : "Save") : pending ? "Creating..." : "Create"}
        </button>
      </div>
      <Drawer.Title className="sr-only">{editing ? "Edit scene" : "New scene"}</Drawer.Title>
    </div>
  );
}
