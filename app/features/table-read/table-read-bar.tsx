import { clsx } from "clsx";
import { Loader2, Pause, Play, SkipBack, SkipForward, TriangleAlert, X } from "lucide-react";
import { useEffect, useId, type ReactNode } from "react";
import type { ReadingBlock } from "#screenplay/reading.ts";
import { NARRATOR } from "#screenplay/table-read-voices.ts";
import { RATES } from "./table-read-settings";
import { useTableRead, type TableRead } from "./use-table-read";

// The table read's bar: the script read aloud by the device's own voices (speechSynthesis, so it
// works offline and nothing leaves the device). Its own module, loaded when first opened, so
// neither the editor nor the shared page pays for it on first load.

const listFormat = new Intl.ListFormat("en", { type: "conjunction" });

const iconButton =
  "inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink hover:bg-cream disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent";

function Frame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <section
      aria-label="Read aloud"
      data-testid="table-read"
      // Laid out by its own width (a container): a column beside the editor is narrower than
      // the phone's screen is wide.
      className={clsx(
        "@container border-line bg-white px-2 py-1.5 font-sans text-sm text-ink",
        className,
      )}
    >
      {children}
    </section>
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  return (
    <button type="button" onClick={onClose} aria-label="Close read aloud" className={iconButton}>
      <X className="size-5" aria-hidden />
    </button>
  );
}

/** A bar with nothing to play: what is missing, in words, and a way to close it. */
function Notice({
  children,
  onClose,
  className,
}: {
  children: ReactNode;
  onClose: () => void;
  className?: string;
}) {
  return (
    <Frame className={className}>
      <div className="flex items-start gap-1">
        <p role="status" className="min-w-0 flex-1 px-2 py-2 text-ink-soft">
          {children}
        </p>
        <CloseButton onClose={onClose} />
      </div>
    </Frame>
  );
}

export default function TableReadBar({
  blocks,
  storageKey,
  onCurrent,
  onClose,
  className,
}: {
  blocks: readonly ReadingBlock[];
  /** Where the person's choices are kept on this device (see table-read-settings). */
  storageKey: string;
  /** The reading block being read, to highlight and keep in view; null when none. */
  onCurrent: (block: number | null) => void;
  onClose: () => void;
  className?: string;
}) {
  // The device's language is the best guess of the script's: its voices come first.
  const lang = typeof navigator === "undefined" ? "en" : navigator.language || "en";
  const read = useTableRead({ blocks, storageKey, lang });
  const { currentBlock } = read;
  useEffect(() => onCurrent(currentBlock), [currentBlock, onCurrent]);
  useEffect(() => () => onCurrent(null), [onCurrent]);

  const notice = (children: ReactNode) => (
    <Notice onClose={onClose} className={className}>
      {children}
    </Notice>
  );
  switch (read.voices.status) {
    case "loading":
      return notice(
        <>
          <Loader2 className="mr-2 inline size-4 animate-spin text-ember" aria-hidden />
          Finding the voices on this device…
        </>,
      );
    case "unsupported":
      return notice("This browser cannot read aloud. Chrome, Edge, Safari and Firefox can.");
    case "none":
      return notice(
        "This device has no voices to read aloud with. You can add voices in its speech or " +
          "accessibility settings, then open this page again.",
      );
  }
  if (read.lines.length === 0) {
    return notice("There is nothing to read aloud yet: write a scene first.");
  }
  return (
    <Frame className={className}>
      <Controls read={read} onClose={onClose} />
      {read.state === "failed" && (
        <p role="alert" className="px-2 pb-1.5 text-danger">
          This device stopped reading aloud. Press play to try again, or choose another voice.
        </p>
      )}
      <SharingWarning read={read} />
      <Voices read={read} />
    </Frame>
  );
}

function Controls({ read, onClose }: { read: TableRead; onClose: () => void }) {
  const speedId = useId();
  const playing = read.state === "playing";
  const speaker = read.lines[read.index]?.speaker;
  return (
    <div className="flex flex-wrap items-center gap-x-1 gap-y-1">
      <button
        type="button"
        onClick={playing ? read.pause : read.play}
        className="inline-flex h-10 shrink-0 items-center justify-center gap-1.5 rounded-full bg-night font-medium text-paper hover:bg-ink @max-sm:w-10 @sm:pr-4 @sm:pl-3"
      >
        {playing ? (
          <Pause className="size-5" aria-hidden />
        ) : (
          <Play className="size-5" aria-hidden />
        )}
        {/* In a narrow bar the icon alone; the name stays for a screen reader. */}
        <span className="@max-sm:sr-only">{playing ? "Pause" : "Play"}</span>
      </button>
      <button
        type="button"
        onClick={read.previousScene}
        disabled={!read.hasPreviousScene}
        aria-label="Previous scene"
        title="Previous scene"
        className={iconButton}
      >
        <SkipBack className="size-5" aria-hidden />
      </button>
      <button
        type="button"
        onClick={read.nextScene}
        disabled={!read.hasNextScene}
        aria-label="Next scene"
        title="Next scene"
        className={iconButton}
      >
        <SkipForward className="size-5" aria-hidden />
      </button>
      <p
        className="min-w-0 truncate px-1 text-ink-soft tabular-nums @max-lg:order-last @max-lg:basis-full @max-lg:px-2 @lg:flex-1"
        data-testid="table-read-where"
      >
        {read.sceneNumber > 0
          ? `Scene ${read.sceneNumber} of ${read.sceneCount}`
          : "Before the first scene"}
        {read.state !== "idle" && read.state !== "finished" && (
          <span className="text-ink"> · {speaker ?? NARRATOR}</span>
        )}
        {read.state === "finished" && " · The end"}
      </p>
      <div className="ml-auto flex items-center gap-1">
        <label htmlFor={speedId} className="text-ink-soft">
          Speed
        </label>
        <select
          id={speedId}
          value={read.settings.rate}
          onChange={(e) => read.setRate(Number(e.target.value))}
          className="h-9 rounded-lg border border-line bg-white px-2"
        >
          {RATES.map((r) => (
            <option key={r} value={r}>
              {r}×
            </option>
          ))}
        </select>
      </div>
      <CloseButton onClose={onClose} />
    </div>
  );
}

function SharingWarning({ read }: { read: TableRead }) {
  const groups = read.casting?.sharing ?? [];
  if (groups.length === 0) return null;
  const said = groups.map((names) => `${listFormat.format(names)} share a voice`).join("; ");
  return (
    <p
      className="mx-1 mb-1.5 flex gap-2 rounded-lg bg-gold/15 px-3 py-2"
      data-testid="table-read-sharing"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-ember-dark" aria-hidden />
      <span>
        This device has too few voices for everyone: {said}. Choose their voices under “Voices”.
      </span>
    </p>
  );
}

function Voices({ read }: { read: TableRead }) {
  const narratorId = useId();
  if (read.voices.status !== "ready" || !read.casting) return null;
  const { voices } = read.voices;
  const casting = read.casting;
  const readers: Array<[string, string | null]> = [
    ...(read.settings.narrator ? [[NARRATOR, casting.narrator] as [string, string | null]] : []),
    ...read.speakers.map(
      (who) => [who, casting.byCharacter[who] ?? null] as [string, string | null],
    ),
  ];
  return (
    <details className="group mx-1 mb-1">
      <summary className="cursor-pointer rounded-md px-2 py-1.5 font-medium text-ink-soft hover:text-ink">
        Voices
      </summary>
      <div className="px-2 pt-1 pb-2">
        <p className="flex items-center gap-2">
          <input
            id={narratorId}
            type="checkbox"
            checked={read.settings.narrator}
            onChange={(e) => read.setNarrator(e.target.checked)}
            className="size-4 accent-ember"
          />
          <label htmlFor={narratorId}>A narrator reads scene headings and action</label>
        </p>
        <ul className="mt-2 grid gap-2 @lg:grid-cols-2">
          {readers.map(([who, id]) => (
            <li key={who} className="flex min-w-0 items-center gap-2">
              <VoiceChoice
                who={who}
                value={id ?? ""}
                voices={voices}
                onChange={(v) => read.pickVoice(who, v)}
              />
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

function VoiceChoice({
  who,
  value,
  voices,
  onChange,
}: {
  who: string;
  value: string;
  voices: ReadonlyArray<{ id: string; name: string; lang: string }>;
  onChange: (id: string) => void;
}) {
  return (
    <>
      <span className="w-24 shrink-0 truncate font-medium" title={who}>
        {who}
      </span>
      <select
        aria-label={`Voice for ${who}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-9 min-w-0 flex-1 rounded-lg border border-line bg-white px-2"
      >
        {voices.map((v) => (
          <option key={v.id} value={v.id}>
            {v.name} ({v.lang})
          </option>
        ))}
      </select>
    </>
  );
}
