import {
  ArrowRight,
  BookOpen,
  CalendarDays,
  Download,
  GraduationCap,
  Heart,
  Image as ImageIcon,
  Mic,
  Quote,
  Share2,
  Type,
  Video,
  Camera,
  Clapperboard,
  FileText,
  Lock,
  PenLine,
  Smartphone,
} from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { ScreenplaySample, ScreenplayTitlePage } from "~/features/marketing/screenplay-sample";
import { absoluteUrl, organizationLd, seo } from "~/features/marketing/site";

export function meta() {
  return seo({
    title: "Lifescript: turn your life story into a screenplay",
    description:
      "Capture the moments of your life as scenes, develop them, and get a real, properly formatted screenplay page you can keep and share. Free during early access.",
    path: "/",
    jsonLd: [
      {
        "@type": "WebSite",
        name: "Lifescript",
        url: absoluteUrl("/"),
      },
      {
        "@type": "SoftwareApplication",
        name: "Lifescript",
        applicationCategory: "LifestyleApplication",
        operatingSystem: "Web",
        url: absoluteUrl("/"),
        description:
          "Turns a person's life story into an industry-formatted screenplay: capture moments as scenes, develop them into screenplay pages, export PDF, Final Draft or Fountain.",
        offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
      },
      organizationLd,
    ],
  });
}

function Eyebrow({
  children,
  tone = "ember",
}: {
  children: React.ReactNode;
  tone?: "ember" | "gold";
}) {
  return (
    <p
      className={`text-xs font-semibold tracking-[0.16em] uppercase ${tone === "gold" ? "text-gold" : "text-ember"}`}
    >
      {children}
    </p>
  );
}

function Hero() {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(70%_60%_at_85%_20%,rgba(217,164,65,0.30),transparent_65%),radial-gradient(50%_50%_at_0%_100%,rgba(180,71,47,0.10),transparent_70%)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-5 pt-12 pb-16 sm:px-8 md:pt-20 md:pb-24 lg:grid-cols-[1.05fr_1fr] lg:gap-16">
        <div>
          <Eyebrow>Your life, in scenes</Eyebrow>
          <h1 className="mt-4 font-display text-[44px] leading-[1.02] font-semibold tracking-tight text-ink sm:text-6xl lg:text-[68px]">
            The story you lived, written for the screen.
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-soft sm:text-xl">
            Lifescript turns the moments you remember into scenes, and your scenes into a real,
            properly formatted screenplay.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to="/movify"
              className={buttonClasses({ size: "lg", className: "h-14 px-8 text-[17px]" })}
            >
              Start your story
              <ArrowRight className="size-5" aria-hidden />
            </Link>
            <Link
              to="/auth/login"
              className={buttonClasses({
                variant: "secondary",
                size: "lg",
                className: "h-14 px-8 text-[17px]",
              })}
            >
              Sign in
            </Link>
          </div>
          <p className="mt-4 text-sm text-ink-soft">
            No account needed to begin. Keep your movie when you sign up.
          </p>
        </div>
        <div className="relative mx-auto w-full max-w-[300px] pb-6 sm:max-w-[400px] lg:max-w-[440px]">
          <div
            aria-hidden
            className="absolute inset-x-0 top-0 aspect-[8.5/11] translate-x-5 translate-y-4 rotate-3 rounded-sm bg-[#efe4d5] shadow-sm"
          />
          <div
            aria-hidden
            className="absolute inset-x-0 top-0 aspect-[8.5/11] translate-x-2.5 translate-y-2 rotate-[1.5deg] rounded-sm bg-cream shadow-sm"
          />
          <ScreenplayTitlePage className="relative -rotate-1" />
        </div>
      </div>
    </section>
  );
}

const STEPS = [
  {
    icon: Camera,
    title: "Capture a moment",
    body: "Write a few lines about something that happened, add a photo or a feeling. Each moment becomes a scene in your movie.",
  },
  {
    icon: PenLine,
    title: "Develop the story",
    body: "Gather scenes into a movie, put them in order, and shape who is in them and what changes along the way.",
  },
  {
    icon: FileText,
    title: "Read it as a screenplay",
    body: "Lifescript sets your scenes on real screenplay pages: scene headings, action and dialogue, in the format the film industry uses.",
  },
] as const;

function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="border-y border-line/70 bg-white/60">
      <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 md:py-24">
        <div className="max-w-2xl">
          <Eyebrow>How it works</Eyebrow>
          <h2
            id="how-title"
            className="mt-3 font-display text-4xl leading-tight font-semibold tracking-tight text-balance sm:text-5xl"
          >
            From memory to page in three steps
          </h2>
        </div>
        <ol className="mt-12 grid gap-5 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="relative rounded-2xl border border-line bg-paper p-6 sm:p-7"
            >
              <div className="flex items-center justify-between">
                <span className="grid size-12 place-items-center rounded-xl bg-ember/10 text-ember">
                  <step.icon className="size-6" aria-hidden />
                </span>
                <span className="font-display text-4xl font-semibold text-line" aria-hidden>
                  {index + 1}
                </span>
              </div>
              <h3 className="mt-6 font-display text-2xl font-semibold">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-soft">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function FromNoteToScene() {
  return (
    <section
      aria-labelledby="sample-title"
      className="mx-auto max-w-6xl px-5 py-16 sm:px-8 md:py-24"
    >
      <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
        <div>
          <Eyebrow>A moment, then a scene</Eyebrow>
          <h2
            id="sample-title"
            className="mt-3 font-display text-4xl leading-tight font-semibold tracking-tight text-balance sm:text-5xl"
          >
            You write it the way you remember it.
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-ink-soft">
            No screenwriting rules to learn first. Tell it plainly, the way you would tell a friend.
            The screenplay format is Lifescript's job.
          </p>
          <figure className="mt-8 rounded-2xl border border-line bg-white p-5 shadow-sm">
            <figcaption className="flex items-center gap-2 text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase">
              <Smartphone className="size-4 text-ember" aria-hidden />
              The moment, as captured
            </figcaption>
            <blockquote className="mt-3 text-[17px] leading-relaxed text-ink">
              “Dad taught me to drive in the church parking lot the week I turned sixteen. It was
              pouring. He swore he wasn't scared, but he held the door handle the whole time.”
            </blockquote>
          </figure>
        </div>
        <div className="relative">
          <p className="mb-3 flex items-center gap-2 text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase">
            <Clapperboard className="size-4 text-ember" aria-hidden />
            The same moment, as a scene
          </p>
          <ScreenplaySample pageNumber={false} className="rounded-xl" />
        </div>
      </div>
    </section>
  );
}

const PROMISES = [
  {
    icon: Lock,
    title: "Private until you share",
    body: "Your movies belong to your account. Nobody else sees them unless you decide to share.",
  },
  {
    icon: Smartphone,
    title: "Made for your phone",
    body: "Memories come back at odd moments. Capture them in a few taps, wherever you are.",
  },
  {
    icon: FileText,
    title: "The real format",
    body: "Courier, 12 point, industry margins: pages that read like the scripts films are made from.",
  },
] as const;

function Promises() {
  return (
    <section aria-labelledby="promises-title" className="bg-cream/70">
      <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 md:py-20">
        <h2
          id="promises-title"
          className="max-w-2xl text-balance font-display text-3xl leading-tight font-semibold tracking-tight sm:text-4xl"
        >
          Built for the stories you care about most
        </h2>
        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {PROMISES.map((item) => (
            <li key={item.title} className="flex gap-4">
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-white text-ember shadow-sm">
                <item.icon className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="text-lg font-semibold">{item.title}</h3>
                <p className="mt-1 leading-relaxed text-ink-soft">{item.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function FinalCall() {
  return (
    <section
      aria-labelledby="cta-title"
      className="on-dark relative overflow-hidden bg-night text-paper"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_80%_at_50%_0%,rgba(217,164,65,0.22),transparent_70%)]"
      />
      <div className="relative mx-auto max-w-3xl px-5 py-20 text-center sm:px-8 md:py-28">
        <Eyebrow tone="gold">Fade in</Eyebrow>
        <h2
          id="cta-title"
          className="mt-4 text-balance font-display text-4xl leading-tight font-semibold tracking-tight sm:text-6xl"
        >
          Every life has a scene worth writing.
        </h2>
        <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-paper/80">
          Start with one moment. Give it a title, pick a genre, and see where it goes.
        </p>
        <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to="/movify"
            className={buttonClasses({ size: "lg", className: "h-14 px-8 text-[17px]" })}
          >
            Start your story
            <ArrowRight className="size-5" aria-hidden />
          </Link>
          <Link
            to="/auth/login"
            className={buttonClasses({
              variant: "ghost",
              size: "lg",
              className:
                "h-14 border border-paper/25 px-8 text-[17px] text-paper hover:bg-paper/10",
            })}
          >
            Sign in
          </Link>
        </div>
      </div>
    </section>
  );
}

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

function WhatYouCanCapture() {
  return (
    <section
      aria-labelledby="capture-title"
      className="mx-auto max-w-6xl px-5 py-16 sm:px-8 md:py-24"
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

const LEARN = [
  {
    to: "/templates",
    icon: FileText,
    title: "Example screenplays",
    body: "Three short life stories, on real pages.",
  },
  {
    to: "/courses",
    icon: GraduationCap,
    title: "Free course",
    body: "Six lessons from memory to script.",
  },
  {
    to: "/glossary",
    icon: BookOpen,
    title: "Glossary",
    body: "Film words, explained with examples.",
  },
  { to: "/quiz", icon: PenLine, title: "Quizzes", body: "Test your screenwriting instincts." },
] as const;

function LearnAsYouGo() {
  return (
    <section aria-labelledby="learn-title" className="border-t border-line/70">
      <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 md:py-20">
        <div className="flex flex-col justify-between gap-4 md:flex-row md:items-end">
          <div className="max-w-2xl">
            <Eyebrow>Learn as you go</Eyebrow>
            <h2
              id="learn-title"
              className="mt-3 font-display text-3xl leading-tight font-semibold tracking-tight text-balance sm:text-4xl"
            >
              Never written a screenplay? Nobody starts out having.
            </h2>
          </div>
          <Link
            to="/movies-faq"
            className="font-medium text-ember-dark underline underline-offset-4"
          >
            Read the FAQ
          </Link>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {LEARN.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="group flex h-full flex-col rounded-2xl border border-line bg-white p-5 transition-shadow hover:shadow-md"
              >
                <item.icon className="size-5 text-ember" aria-hidden />
                <span className="mt-3 font-display text-xl font-semibold group-hover:text-ember-dark">
                  {item.title}
                </span>
                <span className="mt-1 text-[15px] text-ink-soft">{item.body}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export default function Landing() {
  return (
    <>
      <Hero />
      <HowItWorks />
      <FromNoteToScene />
      <WhatYouCanCapture />
      <Promises />
      <LearnAsYouGo />
      <FinalCall />
    </>
  );
}
