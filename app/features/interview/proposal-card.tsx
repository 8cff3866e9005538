import { clsx } from "clsx";
import { CalendarDays, Check, MapPin, MessageSquareQuote, Plus, UserRound, X } from "lucide-react";
import { useId, useState } from "react";
import type { Proposal } from "#contracts/interview.ts";
import type { InterviewProposal } from "#contracts/interview-session.ts";
import { EmotionChips } from "#app/components/emotion-chips";
import { Button } from "#app/components/ui/button";
import { inputClasses } from "#app/components/ui/field";
import { FormAlert } from "#app/components/ui/form-alert";
import { SegmentedChoice } from "#app/components/ui/segmented-choice";
import { ProposalTitle } from "./proposal-title";
import {
  dateFormOf,
  dateFromForm,
  dateLabel,
  MONTHS,
  proposalToKeep,
  withPerson,
  type DateForm,
} from "./proposal-fields";

const chip =
  "inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors";

// A scene an answer proposes: the answer's words in full, its date, place and people as chips
// the person can change, and "Keep as a scene" or "Not this one". Nothing becomes a scene without
// Keep.
export function ProposalCard({
  proposal,
  pending,
  error,
  onKeep,
  onDismiss,
}: {
  proposal: InterviewProposal;
  pending: "keep" | "dismiss" | null;
  error: string | null;
  onKeep: (proposal: Proposal) => void;
  onDismiss: () => void;
}) {
  const id = useId();
  const [fields, setFields] = useState<Proposal>(() => ({
    title: proposal.title,
    text: proposal.text,
    date: proposal.date,
    place: proposal.place,
    people: proposal.people,
    quotes: proposal.quotes,
    emotions: proposal.emotions,
  }));
  const [editing, setEditing] = useState<"date" | "place" | "person" | null>(null);
  const [dateForm, setDateForm] = useState<DateForm>(() => dateFormOf(proposal.date));
  const [dateError, setDateError] = useState<string>();
  const [newPerson, setNewPerson] = useState("");
  const set = (patch: Partial<Proposal>) => setFields((f) => ({ ...f, ...patch }));

  function applyDate() {
    const made = dateFromForm(dateForm, fields.date);
    if (!made.ok) return setDateError(made.message);
    setDateError(undefined);
    set({ date: made.date });
    setEditing(null);
  }

  return (
    <article
      aria-labelledby={`${id}-title`}
      className="rounded-3xl border border-line bg-white px-5 py-5 shadow-sm sm:px-6"
      data-testid="proposal-card"
    >
      <ProposalTitle id={`${id}-title`} value={fields.title} onChange={(title) => set({ title })} />
      <blockquote className="mt-3 border-l-2 border-gold/70 pl-3.5 leading-relaxed whitespace-pre-wrap text-ink">
        {fields.text}
      </blockquote>

      <ul aria-label="What the scene holds" className="mt-4 flex flex-wrap gap-2">
        <li>
          <button
            type="button"
            aria-expanded={editing === "date"}
            onClick={() => setEditing(editing === "date" ? null : "date")}
            className={clsx(
              chip,
              fields.date ? "border-line bg-cream" : "border-dashed border-line text-ink-soft",
            )}
          >
            <CalendarDays className="size-4" aria-hidden />
            {fields.date ? dateLabel(fields.date) : "Add a date"}
          </button>
        </li>
        <li>
          <button
            type="button"
            aria-expanded={editing === "place"}
            onClick={() => setEditing(editing === "place" ? null : "place")}
            className={clsx(
              chip,
              fields.place ? "border-line bg-cream" : "border-dashed border-line text-ink-soft",
            )}
          >
            <MapPin className="size-4" aria-hidden />
            {fields.place || "Add a place"}
          </button>
        </li>
        {fields.people.map((person) => (
          <li
            key={person.name}
            className={clsx(chip, "border-line bg-cream pr-1")}
            data-testid="person-chip"
          >
            <UserRound className="size-4" aria-hidden />
            {person.name}
            {person.relation && person.relation.toLowerCase() !== person.name.toLowerCase() && (
              <span className="font-normal text-ink-soft">({person.relation})</span>
            )}
            <button
              type="button"
              aria-label={`Take ${person.name} off this scene`}
              onClick={() => set({ people: fields.people.filter((p) => p !== person) })}
              className="grid size-7 place-items-center rounded-full hover:bg-white"
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            aria-expanded={editing === "person"}
            onClick={() => setEditing(editing === "person" ? null : "person")}
            className={clsx(chip, "border-dashed border-line text-ink-soft")}
          >
            <Plus className="size-4" aria-hidden />
            Add a person
          </button>
        </li>
      </ul>

      {editing === "date" && (
        <fieldset className="mt-3 grid gap-2.5 rounded-2xl bg-paper p-3.5">
          <legend className="sr-only">When it happened</legend>
          <SegmentedChoice
            label="How well you know the date"
            options={[
              { value: "year", label: "Year only" },
              { value: "month", label: "Month" },
              { value: "day", label: "Day" },
            ]}
            value={dateForm.precision}
            onChange={(precision) => setDateForm({ ...dateForm, precision })}
            className="bg-white"
          />
          <div className="flex flex-wrap items-end gap-2">
            {dateForm.precision === "day" && (
              <input
                aria-label="Day"
                inputMode="numeric"
                value={dateForm.day}
                onChange={(e) => setDateForm({ ...dateForm, day: e.target.value })}
                className={clsx(inputClasses(false), "h-11 w-16")}
              />
            )}
            {dateForm.precision !== "year" && (
              <select
                aria-label="Month"
                value={dateForm.month}
                onChange={(e) => setDateForm({ ...dateForm, month: e.target.value })}
                className={clsx(inputClasses(false), "h-11 w-36")}
              >
                {MONTHS.map((month, i) => (
                  <option key={month} value={i + 1}>
                    {month}
                  </option>
                ))}
              </select>
            )}
            <input
              aria-label="Year"
              inputMode="numeric"
              placeholder="1976"
              value={dateForm.year}
              maxLength={4}
              onChange={(e) => setDateForm({ ...dateForm, year: e.target.value })}
              aria-invalid={dateError ? true : undefined}
              className={clsx(inputClasses(Boolean(dateError)), "h-11 w-24")}
            />
            <Button size="sm" onClick={applyDate}>
              Done
            </Button>
          </div>
          {dateError && <p className="text-sm text-danger">{dateError}</p>}
          <p className="text-[13px] text-ink-soft">Leave the year empty for no date.</p>
        </fieldset>
      )}
      {editing === "place" && (
        <div className="mt-3 flex gap-2 rounded-2xl bg-paper p-3.5">
          <input
            aria-label="Where it happened"
            placeholder="Grandma's kitchen, Cork"
            value={fields.place ?? ""}
            maxLength={160}
            onChange={(e) => set({ place: e.target.value })}
            onKeyDown={(e) => e.key === "Enter" && setEditing(null)}
            className={clsx(inputClasses(false), "h-11 flex-1")}
          />
          <Button size="sm" className="h-11" onClick={() => setEditing(null)}>
            Done
          </Button>
        </div>
      )}
      {editing === "person" && (
        <form
          className="mt-3 flex gap-2 rounded-2xl bg-paper p-3.5"
          onSubmit={(e) => {
            e.preventDefault();
            set({ people: withPerson(fields.people, newPerson) });
            setNewPerson("");
          }}
        >
          <input
            aria-label="Name of a person in this scene"
            placeholder="Auntie Jo"
            value={newPerson}
            maxLength={80}
            onChange={(e) => setNewPerson(e.target.value)}
            className={clsx(inputClasses(false), "h-11 flex-1")}
          />
          <Button type="submit" size="sm" className="h-11">
            Add
          </Button>
        </form>
      )}

      {fields.quotes.length > 0 && (
        <ul aria-label="Words said" className="mt-4 grid gap-1.5">
          {fields.quotes.map((quote, i) => (
            <li key={i} className="flex gap-2 text-sm">
              <MessageSquareQuote className="mt-0.5 size-4 shrink-0 text-ember" aria-hidden />
              <span>
                {quote.speaker && <span className="font-semibold">{quote.speaker}: </span>}“
                {quote.text}”
              </span>
            </li>
          ))}
        </ul>
      )}
      {fields.emotions.length > 0 && (
        <div className="mt-3">
          <EmotionChips
            emotions={fields.emotions}
            onRemove={(gone) =>
              set({
                emotions: fields.emotions.filter(
                  (e) => e.core !== gone.core || e.feeling !== gone.feeling,
                ),
              })
            }
          />
        </div>
      )}

      {error && (
        <div className="mt-4">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <div className="mt-5 flex flex-wrap gap-2.5">
        <Button
          pending={pending === "keep"}
          pendingLabel="Keeping…"
          disabled={pending !== null}
          onClick={() => onKeep(proposalToKeep(fields))}
        >
          <Check className="size-4" aria-hidden />
          Keep as a scene
        </Button>
        <Button
          variant="secondary"
          pending={pending === "dismiss"}
          disabled={pending !== null}
          onClick={onDismiss}
        >
          Not this one
        </Button>
      </div>
    </article>
  );
}
