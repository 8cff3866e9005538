import { clsx } from "clsx";
import { CalendarDays, Film, Heart, ImagePlus, Loader2, Quote } from "lucide-react";
import { useRef } from "react";
import { FilePicker } from "#app/components/ui/file-picker";
import type { CalendarContent } from "./calendar-element";
import { CalendarPanel } from "./calendar-panel";
import type { Panel } from "./composer-state";
import { EmotionsWheel, type EmotionPick } from "./emotions-wheel";
import type { CalendarEvent } from "./ics";
import { QuoteForm } from "./quote-form";

// "Add to your scene": the pickers (a guest gets GIFs and emotions only; GIFs only where this
// installation has GIF search) and the panels the
// emotions wheel, calendar import and quote open below them. The GIF library is a sheet of its
// own, drawn by the composer.
export function ComposerPickers({
  isGuest,
  gifs,
  panel,
  uploading,
  characterNames,
  onTogglePanel,
  onClosePanel,
  onFile,
  onCalendar,
  calendarEditing,
  onEditCalendar,
  onCalendarEvents,
  onEmotion,
  onQuote,
}: {
  isGuest: boolean;
  gifs: boolean;
  panel: Panel | null;
  uploading: boolean;
  characterNames: string[];
  onTogglePanel: (panel: Panel) => void;
  onClosePanel: () => void;
  onFile: (file: File) => void;
  onCalendar: () => void;
  /** The calendar element open in the calendar panel. */
  calendarEditing: { id: string; content: CalendarContent } | null;
  onEditCalendar: (id: string, content: CalendarContent) => void;
  onCalendarEvents: (events: CalendarEvent[]) => void;
  onEmotion: (pick: EmotionPick) => void;
  onQuote: (quote: string, author: string) => void;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <h3 className="mt-5 mb-2 px-1 text-sm font-semibold">Add to your scene:</h3>
      <div className={clsx("grid gap-2", isGuest ? "grid-cols-2" : "grid-cols-2 sm:grid-cols-3")}>
        {!isGuest && (
          <PickerButton
            icon={uploading ? Loader2 : ImagePlus}
            spin={uploading}
            label={uploading ? "Uploading..." : "Photo/Video"}
            disabled={uploading}
            onClick={() => fileRef.current?.click()}
            tone="#1d4a82"
            tint="#e4edf9"
          />
        )}
        {gifs && (
          <PickerButton
            icon={Film}
            label="GIF Library"
            pressed={panel === "gif"}
            onClick={() => onTogglePanel("gif")}
            tone="#0b646c"
            tint="#dff2f3"
          />
        )}
        <PickerButton
          icon={Heart}
          label="Emotions Wheel"
          pressed={panel === "emotions"}
          onClick={() => onTogglePanel("emotions")}
          tone="#9e1f18"
          tint="#fbe7e4"
        />
        {!isGuest && (
          <PickerButton
            icon={CalendarDays}
            label="Calendar Import"
            pressed={panel === "calendar"}
            onClick={onCalendar}
            tone="#8f430a"
            tint="#fcebdc"
          />
        )}
        {!isGuest && (
          <PickerButton
            icon={Quote}
            label="Quote"
            pressed={panel === "quote"}
            onClick={() => onTogglePanel("quote")}
            tone="#553587"
            tint="#efe8f8"
          />
        )}
      </div>
      <FilePicker
        ref={fileRef}
        accept="image/*,video/*"
        label="Photo or video file"
        onFile={onFile}
      />

      {panel === "emotions" && (
        <div className="mt-3">
          <EmotionsWheel onPick={onEmotion} />
        </div>
      )}
      {panel === "calendar" && (
        <div className="mt-3">
          <CalendarPanel
            editing={calendarEditing}
            onEdit={(content) => calendarEditing && onEditCalendar(calendarEditing.id, content)}
            onAdd={onCalendarEvents}
            onClose={onClosePanel}
          />
        </div>
      )}
      {panel === "quote" && (
        <div className="mt-3">
          <QuoteForm characterNames={characterNames} onClose={onClosePanel} onAdd={onQuote} />
        </div>
      )}
    </>
  );
}

function PickerButton({
  icon: Icon,
  label,
  onClick,
  disabled,
  pressed,
  spin,
  tone,
  tint,
}: {
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  spin?: boolean;
  tone: string;
  tint: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-pressed={pressed}
      className={clsx(
        "flex h-14 items-center gap-2.5 rounded-2xl border bg-white px-2.5 text-left text-sm leading-tight font-medium transition-colors hover:bg-cream disabled:cursor-wait disabled:opacity-70",
        pressed ? "border-ember ring-2 ring-ember/20" : "border-line",
      )}
    >
      <span
        className="grid size-9 shrink-0 place-items-center rounded-xl"
        style={{ backgroundColor: tint, color: tone }}
      >
        <Icon className={clsx("size-[18px]", spin && "animate-spin")} aria-hidden />
      </span>
      {label}
    </button>
  );
}
