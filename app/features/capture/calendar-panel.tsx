import { CalendarPlus, FileUp, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { FilePicker } from "#app/components/ui/file-picker";
import { formatCalendarDate, formatTimeRange } from "#app/features/scenes/element-format";
import type { CalendarContent } from "./calendar-element";
import { CalendarEditor } from "./calendar-editor";
import { parseIcs, type CalendarEvent } from "./ics";
import { countOf } from "#contracts/plural.ts";

// Calendar Import: the event it added (or one chosen on the list) open for editing, and events
// picked out of an .ics file exported from any calendar.
export function CalendarPanel({
  editing,
  onEdit,
  onAdd,
  onClose,
}: {
  /** The calendar element open for editing (keyed by its id), if any. */
  editing: { id: string; content: CalendarContent } | null;
  onEdit: (content: CalendarContent) => void;
  onAdd: (events: CalendarEvent[]) => void;
  onClose: () => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [events, setEvents] = useState<CalendarEvent[] | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();

  async function read(file: File) {
    setError(null);
    try {
      const found = parseIcs(await file.text());
      if (found.length === 0) {
        setError(
          "No events were found in that file. Export an .ics file from your calendar and try again.",
        );
        setEvents(null);
        return;
      }
      setEvents(found);
      setChosen(new Set());
    } catch {
      setError("That file could not be read. Choose an .ics calendar file.");
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-white p-3 shadow-sm"
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1 px-1">
          <h3 id={headingId} className="font-semibold">
            Calendar Import
          </h3>
          <p className="text-sm text-ink-soft">
            {editing
              ? "An event was added to this scene. Say when it happened and what it was; for an old memory, a month or a year is enough."
              : "Bring in events from an .ics file exported from your calendar."}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close calendar import"
          className="grid size-10 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-cream"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      {editing && (
        <div className="mt-3 px-1">
          <CalendarEditor key={editing.id} content={editing.content} onChange={onEdit} />
          <button
            type="button"
            onClick={onClose}
            className="mt-3 inline-flex h-11 w-full items-center justify-center rounded-xl bg-ember text-[15px] font-medium text-white hover:bg-ember-dark"
          >
            Done
          </button>
          <p className="mt-4 border-t border-line pt-3 text-sm text-ink-soft">
            Or bring in events from an .ics file exported from your calendar.
          </p>
        </div>
      )}
      <button
        type="button"
        onClick={() => inputRef.current?.click()}
        className="mt-3 inline-flex h-11 w-full items-center justify-center gap-2 rounded-xl border border-dashed border-ember/60 bg-ember/5 text-[15px] font-medium text-ember-dark hover:bg-ember/10"
      >
        <FileUp className="size-4" aria-hidden />
        Choose .ics file
      </button>
      <FilePicker
        ref={inputRef}
        accept=".ics,text/calendar"
        label="Calendar file"
        onFile={(file) => void read(file)}
      />
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {events && (
        <>
          <fieldset className="mt-3">
            <legend className="px-1 pb-1.5 text-sm font-medium">
              {countOf(events.length, "event", "events")} in the file
            </legend>
            <ul className="grid max-h-56 gap-1.5 overflow-y-auto overscroll-contain">
              {events.map((event) => {
                const times = event.allDay
                  ? "All day"
                  : formatTimeRange(event.startTime, event.endTime);
                return (
                  <li key={event.uid}>
                    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-line px-3 py-2.5 has-[:checked]:border-ember has-[:checked]:bg-ember/5">
                      <input
                        type="checkbox"
                        checked={chosen.has(event.uid)}
                        onChange={(e) =>
                          setChosen((prev) => {
                            const next = new Set(prev);
                            if (e.target.checked) next.add(event.uid);
                            else next.delete(event.uid);
                            return next;
                          })
                        }
                        className="mt-1 size-4 accent-[#b4472f]"
                      />
                      <span className="min-w-0">
                        <span className="block font-medium">{event.title}</span>
                        <span className="block text-sm text-ink-soft">
                          {formatCalendarDate(event.date)}
                          {times ? ` · ${times}` : ""}
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <button
            type="button"
            disabled={chosen.size === 0}
            onClick={() => onAdd(events.filter((e) => chosen.has(e.uid)))}
            className="mt-3 inline-flex h-11 w-full items-center justify-center gap-2 rounded-xl bg-ember text-[15px] font-medium text-white hover:bg-ember-dark disabled:opacity-50"
          >
            <CalendarPlus className="size-4" aria-hidden />
            {`Add ${countOf(chosen.size, "event", "events")}`}
          </button>
        </>
      )}
    </section>
  );
}
