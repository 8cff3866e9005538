import { clsx } from "clsx";
import {
  CalendarDays,
  Download,
  Heart,
  Image as ImageIcon,
  Mic,
  Quote,
  Share2,
  Type,
  Video,
} from "lucide-react";
import { Link } from "react-router";
import { Eyebrow } from "#app/features/marketing/eyebrow";
import { belowTheFold } from "./below-the-fold";

// Everything a scene can hold.
const ELEMENTS = [
  { icon: Type, label: "Text", body: "A few lines, the way you remember it." },
  { icon: ImageIcon, label: "Photos", body: "Location data removed on upload." },
  { icon: Video, label: "Videos & GIFs", body: "For the moments words can't hold." },
  { icon: Quote, label: "Quotes", body: "The exact words, and who said them." },
  { icon: CalendarDays, label: "Calendar events", body: "So your story keeps its timeline." },
  { icon: Heart, label: "Emotions", body: "How it felt, from a wheel of eight." },
  { icon: Mic, label: "Voice", body: "Dictate when transcription is set up." },
  { icon: Download, label: "Export", body: "PDF, Final Draft or Fountain." },
  { icon: Share2, label: "Share", body: "A private link, to people you choose." },
] as const;

export function WhatYouCanCapture() {
  return (
    <section
      aria-labelledby="capture-title"
      className={clsx("mx-auto max-w-6xl px-5 py-16 sm:px-8 md:py-24", belowTheFold)}
    >
      <div className="max-w-2xl">
        <Eyebrow>What a scene can hold</Eyebrow>
        <h2
          id="capture-title"
          className="mt-3 font-display text-4xl leading-tight font-semibold tracking-tight text-balance sm:text-5xl"
        >
          Bring whatever the memory left behind
        </h2>
        <p className="mt-5 text-lg leading-relaxed text-ink-soft">
          A photo, a date, a sentence someone said. Each scene gathers what you have, and Lifescript
          turns it into pages.{" "}
          <Link to="/features" className="font-medium text-ember-dark underline underline-offset-4">
            See every feature
          </Link>
        </p>
      </div>
      <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
        {ELEMENTS.map((item) => (
          <li key={item.label} className="rounded-2xl border border-line bg-white p-4 sm:p-5">
            <item.icon className="size-5 text-ember" aria-hidden />
            <h3 className="mt-3 font-semibold">{item.label}</h3>
            <p className="mt-1 text-[15px] leading-snug text-ink-soft">{item.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
