import { Tooltip } from "#app/components/ui/tooltip";
import { clsx } from "clsx";
import { ArrowDown, ArrowUp, GripVertical, Pencil, Trash2, Users } from "lucide-react";
import { EmotionChips } from "#app/components/emotion-chips";
import type { PointerDragHandlers } from "#app/components/ui/use-pointer-drag";
import { WaitingToSyncMark } from "#app/lib/offline/waiting-to-sync";
import { ElementView } from "./element-view";
import { SceneWhen } from "./scene-when";
import { useRemoveFeeling } from "./use-remove-feeling";
import { withoutTitleLine } from "./order";
import { plainText, RichInline } from "./rich-text";
import { readSceneMetadata } from "#contracts/scene-metadata-read.ts";
import type { Scene } from "./scenes-api";

export function SceneCard({
  scene,
  index,
  total,
  characterNames,
  dragging,
  onMove,
  onEdit,
  onDelete,
  handle,
  style,
  cardRef,
}: {
  scene: Scene;
  index: number;
  total: number;
  characterNames: string[];
  dragging: boolean;
  onMove: (to: number) => void;
  onEdit: () => void;
  onDelete: () => void;
  /** The drag of the card by its handle (the list knows the card from data-scene-index). */
  handle: PointerDragHandlers<HTMLButtonElement>;
  style?: React.CSSProperties;
  cardRef: (node: HTMLElement | null) => void;
}) {
  const title = plainText(scene.title);
  const elements = withoutTitleLine(scene.elements, scene.title);
  const feelings = readSceneMetadata(scene.metadata).emotions;
  const feeling = useRemoveFeeling(scene);
  return (
    <article
      ref={cardRef}
      style={style}
      aria-label={`Scene ${index + 1}: ${title}`}
      className={clsx(
        "relative rounded-2xl border bg-white shadow-[0_1px_2px_rgba(42,35,32,0.04)]",
        dragging ? "z-10 border-ember/50 shadow-2xl" : "border-line",
      )}
    >
      <header className="flex items-center gap-1 py-1.5 pr-1.5 pl-1">
        <Tooltip label="Drag to reorder">
          <button
            type="button"
            {...handle}
            aria-label={`Drag to reorder “${title}”`}
            className="grid h-10 w-9 shrink-0 cursor-grab touch-none place-items-center rounded-lg text-ink-soft hover:bg-cream active:cursor-grabbing"
          >
            <GripVertical className="size-5" aria-hidden />
          </button>
        </Tooltip>
        <p className="min-w-0 flex-1 font-script text-xs font-bold tracking-wider text-ember uppercase">
          Scene {index + 1}
          <WaitingToSyncMark id={scene.id} className="ml-2 font-sans tracking-normal normal-case" />
        </p>
        <div className="flex shrink-0 items-center">
          <IconButton
            label={`Move “${title}” up`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUp className="size-4" aria-hidden />
          </IconButton>
          <IconButton
            label={`Move “${title}” down`}
            disabled={index === total - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDown className="size-4" aria-hidden />
          </IconButton>
          <IconButton label={`Edit “${title}”`} onClick={onEdit}>
            <Pencil className="size-4" aria-hidden />
          </IconButton>
          <IconButton label={`Delete “${title}”`} onClick={onDelete} danger>
            <Trash2 className="size-4" aria-hidden />
          </IconButton>
        </div>
      </header>
      <h2 className="px-4 font-display text-xl leading-snug font-semibold break-words sm:text-[22px]">
        <RichInline text={scene.title} />
      </h2>
      <SceneWhen scene={scene} className="px-4 pt-1" />
      <div className="grid gap-3 px-4 pt-2.5 pb-4">
        {feelings.length > 0 && (
          <EmotionChips emotions={feelings} onRemove={feeling.remove} disabled={feeling.pending} />
        )}
        {scene.elements.length === 0 && (
          <p className="text-sm text-ink-soft italic">This scene has no content yet.</p>
        )}
        {elements.map((element) => (
          <ElementView key={element.id} element={element} />
        ))}
        {characterNames.length > 0 && (
          <p className="flex items-center gap-1.5 text-sm text-ink-soft">
            <Users className="size-4" aria-hidden />
            {characterNames.join(", ")}
          </p>
        )}
      </div>
    </article>
  );
}

function IconButton({
  label,
  onClick,
  disabled,
  danger,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <button
        type="button"
        aria-label={label}
        onClick={onClick}
        disabled={disabled}
        className={clsx(
          "grid size-10 place-items-center rounded-full transition-colors disabled:opacity-30",
          danger ? "text-danger hover:bg-danger/5" : "text-ink-soft hover:bg-cream hover:text-ink",
        )}
      >
        {children}
      </button>
    </Tooltip>
  );
}
