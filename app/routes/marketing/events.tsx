import { CalendarDays, Clock, Video } from "lucide-react";
import events from "#content/events.json" with { type: "json" };
import { nextOccurrences, type RecurringEvent } from "#app/features/marketing/recurring-events";
import { CallToStart, PageHero } from "#app/features/marketing/page-parts";
import { absoluteUrl, organizationLd, seo } from "#app/features/marketing/site";
import { formatEventDay, formatEventTime } from "#app/lib/format-date";
import type { Route } from "./+types/events";
import { countOf } from "#contracts/plural.ts";

// Rendered on each request (not prerendered) so the next dates are always in the future.
export function loader() {
  const now = new Date();
  const series = (events as RecurringEvent[]).map((e) => ({
    ...e,
    upcoming: nextOccurrences(e, now, 3),
  }));
  return {
    series: series.filter((s) => s.upcoming.length > 0),
    ended: series.filter((s) => s.upcoming.length === 0).map((s) => s.title),
  };
}

export function headers() {
  return { "Cache-Control": "public, max-age=300" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const next = (loaderData?.series ?? []).flatMap((s) =>
    s.upcoming.slice(0, 1).map((o) => ({
      "@type": "Event",
      name: s.title,
      description: s.summary,
      startDate: o.start,
      endDate: o.end,
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "VirtualLocation", url: absoluteUrl("/events") },
      organizer: organizationLd,
      isAccessibleForFree: true,
    })),
  );
  return seo({
    title: "Events: monthly writing challenges and read-throughs",
    description:
      "Free recurring online events for people writing their life story: a monthly one-scene challenge, a first-Saturday read-through and an open Q&A with the team.",
    path: "/events",
    jsonLd: next,
  });
}

export default function Events({ loaderData }: Route.ComponentProps) {
  const { series } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Events"
        title="Write alongside other people"
        lead="Small, free, online. Each event repeats every month, so if you miss one there is always a next time. All times are UTC."
      />
      <div className="mx-auto max-w-4xl px-5 py-12 sm:px-8 md:py-16">
        {series.length === 0 ? (
          <div className="rounded-3xl border border-dashed border-line bg-white/70 p-10 text-center">
            <CalendarDays className="mx-auto size-10 text-ember" aria-hidden />
            <h2 className="mt-4 font-display text-2xl font-semibold">
              No events are scheduled right now
            </h2>
            <p className="mx-auto mt-2 max-w-md text-ink-soft">
              We are planning the next season. Write to us with the footer form and we will let you
              know when dates are set.
            </p>
          </div>
        ) : (
          <ul className="grid gap-6">
            {series.map((s) => (
              <li key={s.id} className="rounded-3xl border border-line bg-white p-6 sm:p-8">
                <h2 className="font-display text-2xl font-semibold sm:text-3xl">{s.title}</h2>
                <p className="mt-2 text-lg text-ink-soft">{s.summary}</p>
                <p className="mt-4 leading-relaxed">{s.details}</p>
                <div className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-[15px] text-ink-soft">
                  <span className="flex items-center gap-1.5">
                    <Clock className="size-4 text-ember" aria-hidden />{" "}
                    {countOf(s.durationMinutes, "minute", "minutes")}
                  </span>
                  <span className="flex items-center gap-1.5">
                    <Video className="size-4 text-ember" aria-hidden /> {s.where}
                  </span>
                </div>
                <h3 className="mt-6 text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase">
                  Next dates
                </h3>
                <ul className="mt-3 grid gap-2 sm:grid-cols-3">
                  {s.upcoming.map((o) => (
                    <li key={o.start} className="rounded-xl bg-cream/70 px-4 py-3">
                      <time dateTime={o.start} className="block font-semibold">
                        {formatEventDay(o.start)}
                      </time>
                      <span className="text-sm text-ink-soft">
                        {formatEventTime(o.start)}–{formatEventTime(o.end)} UTC
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-14">
          <CallToStart title="Bring a scene to the next one." />
        </div>
      </div>
    </>
  );
}
