import { clsx } from "clsx";
import { useId, useState } from "react";
import { calendarPrecisions, CALENDAR_PLACEHOLDER } from "#contracts/scene-element.ts";
import { inputClasses } from "#app/components/ui/field";
import { monthNames } from "#app/lib/format-date";
import { SegmentedChoice } from "#app/components/ui/segmented-choice";
import type { CalendarContent } from "./calendar-element";
import {
  contentOf,
  formOf,
  formWithPrecision,
  type CalendarForm,
  type CalendarFormErrors,
} from "./calendar-form";

const PRECISION_LABEL = { day: "Day", month: "Month only", year: "Year only" } as const;
const MONTHS = monthNames();

// One calendar element's fields: when it was (a day, or only a month or a year for an old
// memory), its start and end time, what it was and its details. Every valid change goes to the
// element at once (calendar-form.ts says when a change is valid); what is half typed says what
// to fix once the field is left.
export function CalendarEditor({
  content,
  onChange,
}: {
  content: CalendarContent;
  onChange: (content: CalendarContent) => void;
}) {
  const [form, setForm] = useState<CalendarForm>(() => formOf(content));
  const [errors, setErrors] = useState<CalendarFormErrors>({});
  const [left, setLeft] = useState<Set<keyof CalendarFormErrors>>(new Set());
  const id = useId();

  function update(next: CalendarForm) {
    setForm(next);
    const made = contentOf(next);
    setErrors(made.ok ? {} : made.errors);
    if (made.ok && JSON.stringify(made.content) !== JSON.stringify(content)) onChange(made.content);
  }
  const set = (key: keyof CalendarForm) => (value: string) => update({ ...form, [key]: value });
  const leave = (key: keyof CalendarFormErrors) => () => setLeft((s) => new Set(s).add(key));
  const shown = (key: keyof CalendarFormErrors) =>
    key === "endTime" || left.has(key) ? errors[key] : undefined;

  return (
    <div className="grid gap-3">
      <fieldset>
        <legend className="px-1 pb-1.5 text-sm font-medium">When it happened</legend>
        <SegmentedChoice
          label="How well you know the date"
          options={calendarPrecisions.map((p) => ({ value: p, label: PRECISION_LABEL[p] }))}
          value={form.precision}
          onChange={(p) => update(formWithPrecision(form, p))}
          className="bg-paper"
        />
        <div className="mt-2.5 flex flex-wrap gap-2.5">
          {form.precision === "day" && (
            <Labelled label="Date" htmlFor={`${id}-day`} error={shown("day")} className="w-44">
              <input
                id={`${id}-day`}
                type="date"
                value={form.day}
                min="1000-01-01"
                max="9999-12-31"
                onChange={(e) => set("day")(e.target.value)}
                onBlur={leave("day")}
                aria-invalid={shown("day") ? true : undefined}
                aria-describedby={shown("day") ? `${id}-day-error` : undefined}
                className={clsx(inputClasses(Boolean(shown("day"))), "h-11")}
              />
            </Labelled>
          )}
          {form.precision === "month" && (
            <Labelled label="Month" htmlFor={`${id}-month`} className="w-36">
              <select
                id={`${id}-month`}
                value={form.month}
                onChange={(e) => set("month")(e.target.value)}
                className={clsx(inputClasses(false), "h-11 pr-2")}
              >
                {MONTHS.map((name, i) => (
                  <option key={name} value={String(i + 1)}>
                    {name}
                  </option>
                ))}
              </select>
            </Labelled>
          )}
          {form.precision !== "day" && (
            <Labelled label="Year" htmlFor={`${id}-year`} error={shown("year")} className="w-32">
              <input
                id={`${id}-year`}
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                value={form.year}
                onChange={(e) => set("year")(e.target.value.replace(/\D/g, ""))}
                onBlur={leave("year")}
                aria-invalid={shown("year") ? true : undefined}
                aria-describedby={shown("year") ? `${id}-year-error` : undefined}
                className={clsx(inputClasses(Boolean(shown("year"))), "h-11")}
              />
            </Labelled>
          )}
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-2.5">
        <Labelled label="Starts" htmlFor={`${id}-start`} hint="Optional">
          <input
            id={`${id}-start`}
            type="time"
            value={form.startTime}
            onChange={(e) => set("startTime")(e.target.value)}
            className={clsx(inputClasses(false), "h-11")}
          />
        </Labelled>
        <Labelled label="Ends" htmlFor={`${id}-end`} hint="Optional" error={shown("endTime")}>
          <input
            id={`${id}-end`}
            type="time"
            value={form.endTime}
            onChange={(e) => set("endTime")(e.target.value)}
            aria-invalid={shown("endTime") ? true : undefined}
            aria-describedby={shown("endTime") ? `${id}-end-error` : undefined}
            className={clsx(inputClasses(Boolean(shown("endTime"))), "h-11")}
          />
        </Labelled>
      </div>
      <Labelled label="What happened" htmlFor={`${id}-title`}>
        <input
          id={`${id}-title`}
          value={form.title}
          onChange={(e) => set("title")(e.target.value)}
          placeholder={CALENDAR_PLACEHOLDER.title}
          className={clsx(inputClasses(false), "h-11")}
        />
      </Labelled>
      <Labelled label="Details" htmlFor={`${id}-details`} hint="Optional">
        <textarea
          id={`${id}-details`}
          rows={2}
          value={form.details}
          onChange={(e) => set("details")(e.target.value)}
          placeholder={CALENDAR_PLACEHOLDER.description}
          className={clsx(inputClasses(false), "resize-none py-2.5")}
        />
      </Labelled>
    </div>
  );
}

function Labelled({
  label,
  htmlFor,
  hint,
  error,
  className,
  children,
}: {
  label: string;
  htmlFor: string;
  hint?: string;
  error?: string | undefined;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={clsx("grid min-w-0 content-start gap-1", className)}>
      <label htmlFor={htmlFor} className="px-1 text-sm font-medium">
        {label}
        {hint && <span className="font-normal text-ink-soft"> ({hint.toLowerCase()})</span>}
      </label>
      {children}
      {error && (
        <p
          id={`${htmlFor}-error`}
          role="alert"
          className="px-1 text-[13px] font-medium text-danger"
        >
          {error}
        </p>
      )}
    </div>
  );
}
