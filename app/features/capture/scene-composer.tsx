import { clsx } from "clsx";
import {
  Bold,
  CalendarDays,
  Film,
  Heart,
  ImagePlus,
  Italic,
  Lightbulb,
  Loader2,
  Quote,
  Smile,
  Sparkles,
  Underline,
  X,
} from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Drawer } from "vaul";
import type { Gif } from "@contracts/gif.ts";
import type { SceneElement } from "@contracts/scene-element.ts";
import { releaseVelocity, shouldCloseOnRelease } from "~/components/ui/sheet-release";
import { useToast } from "~/components/ui/toast";
import { useBodyScrollLock } from "~/components/ui/use-body-scroll-lock";
import type { Character } from "~/features/characters/characters-api";
import { checkSceneFile } from "~/features/media/file-checks";
import { uploadMedia } from "~/features/media/upload";
import { useCreateScene, useUpdateScene, type Scene } from "~/features/scenes/scenes-api";
import { VoiceRecorder } from "~/features/voice/voice-recorder";
import { isConflict } from "~/lib/api-client";
import { CalendarPanel } from "./calendar-panel";
import { ElementPreviewList } from "./element-preview";
import { insertAt } from "./emoji";
import { EmojiPicker } from "./emoji-picker";
import { appendSentence } from "./emotions";
import { EmotionsWheel } from "./emotions-wheel";
import { GifPicker } from "./gif-picker";
import type { CalendarEvent } from "./ics";
import { PROMPT_CATEGORY_LABELS, randomPrompt, type WritingPrompt } from "./prompts";
import { QuoteForm } from "./quote-form";
import { buildScenePayload, canCreate, sceneTitle, TEXT_COUNTER_MAX } from "./scene-payload";
import { wrapSelection, type FormatKind } from "./text-format";
import { useComposerDraft } from "./use-composer-draft";

type Panel = "emoji" | "gif" | "emotions" | "calendar" | "quote" | null;

const newId = (): string => crypto.randomUUID();
const pad = (n: number) => String(n).padStart(2, "0");

function todayIso(): string {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

// Spec: Calendar Import adds today, 09:00 to 10:00, "Important Meeting".
export function defaultCalendarElement(id: string = newId()): SceneElement {
  return {
    id,
    elementType: "calendar",
    content: {
      date: todayIso(),
      title: "Important Meeting",
      description: "Add meeting details here",
      startTime: "09:00",
      endTime: "10:00",
    },
  };
}

function calendarElementOf(event: CalendarEvent): SceneElement {
  return {
    id: newId(),
    elementType: "calendar",
    content: {
      date: event.date,
      title: event.title,
      ...(event.description ? { description: event.description } : {}),
      ...(event.startTime ? { startTime: event.startTime } : {}),
      ...(event.endTime ? { endTime: event.endTime } : {}),
    },
  };
}

// The scene composer (spec section 2): a bottom sheet for writing one moment of a story.
export function SceneComposer({
  open,
  onOpenChange,
  movieId,
  isGuest = false,
  scene,
  characters = [],
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  movieId: string | null;
  isGuest?: boolean;
  /** Editing an existing scene instead of creating one. */
  scene?: Scene | null;
  characters?: Character[];
}) {
  const toast = useToast();
  const createScene = useCreateScene();
  const updateScene = useUpdateScene();
  const editing = Boolean(scene);

  const [text, setText] = useState("");
  const [elements, setElements] = useState<SceneElement[]>([]);
  const [characterIds, setCharacterIds] = useState<string[]>([]);
  const [panel, setPanel] = useState<Panel>(null);
  const [uploading, setUploading] = useState(false);
  const [prompt, setPrompt] = useState<WritingPrompt | null>(null);
  const [ids, setIds] = useState(() => ({ scene: newId(), text: newId() }));
  const placeholderCalendarId = useRef<string | null>(null);

  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  useBodyScrollLock(open);

  // Each opening starts with the pickers closed; editing loads the scene (once: a refetch of the
  // list while the composer is open must not undo the edits).
  const sceneRef = useRef(scene);
  sceneRef.current = scene;
  const sceneId = scene?.id;
  useEffect(() => {
    const scene = sceneRef.current;
    if (!open) {
      setPanel(null);
      return;
    }
    setPrompt(null);
    if (scene) {
      const lastText = [...scene.elements].reverse().find((e) => e.elementType === "text");
      setText(lastText?.elementType === "text" ? lastText.content.text : "");
      setElements(scene.elements.filter((e) => e !== lastText));
      setCharacterIds(scene.characterIds);
      setIds({ scene: scene.id, text: lastText?.id ?? newId() });
    } else {
      // A new scene starts empty; its draft (kept locally and on the server) is restored below.
      setText("");
      setElements([]);
      setCharacterIds([]);
      setIds({ scene: newId(), text: newId() });
      placeholderCalendarId.current = null;
    }
  }, [open, sceneId]);

  const draft = useComposerDraft({
    movieId,
    open,
    enabled: !editing,
    content: text,
    elements,
    onRestore: useCallback((d) => {
      setText(d.content);
      setElements(d.elements);
    }, []),
  });

  const pending = createScene.isPending || updateScene.isPending;
  const allowed = canCreate(text, elements.length, movieId);

  function resetComposer() {
    setText("");
    setElements([]);
    setCharacterIds([]);
    setPanel(null);
    setPrompt(null);
    setIds({ scene: newId(), text: newId() });
    placeholderCalendarId.current = null;
  }

  function close() {
    setPanel(null);
    onOpenChange(false);
  }

  // ---- the sheet's own drag: 150 px or 500 px/s closes, else it springs back
  const drag = useRef<{ startY: number; samples: Array<{ t: number; y: number }> } | null>(null);
  function onGrabPointerDown(event: React.PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    if ((event.target as HTMLElement).closest("button, a, input, textarea")) return;
    const node = contentRef.current;
    if (!node) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startY: event.clientY, samples: [{ t: event.timeStamp, y: event.clientY }] };
    node.style.transition = "none";
  }
  function onGrabPointerMove(event: React.PointerEvent<HTMLDivElement>) {
    const state = drag.current;
    const node = contentRef.current;
    if (!state || !node) return;
    const raw = event.clientY - state.startY;
    // Upward pulls resist; downward ones follow the finger.
    const offset = raw < 0 ? -Math.sqrt(-raw) : raw;
    node.style.transform = `translate3d(0, ${offset}px, 0)`;
    state.samples.push({ t: event.timeStamp, y: event.clientY });
    if (state.samples.length > 20) state.samples.shift();
  }
  function onGrabPointerUp(event: React.PointerEvent<HTMLDivElement>) {
    const state = drag.current;
    const node = contentRef.current;
    drag.current = null;
    if (!state || !node) return;
    const offset = Math.max(0, event.clientY - state.startY);
    const velocity = releaseVelocity([...state.samples, { t: event.timeStamp, y: event.clientY }]);
    if (shouldCloseOnRelease(offset, velocity)) {
      close();
      return;
    }
    node.style.transition = "transform 450ms cubic-bezier(0.32, 0.72, 0, 1)";
    node.style.transform = "translate3d(0, 0, 0)";
  }

  // ---- text tools
  function applyFormat(kind: FormatKind) {
    const area = textareaRef.current;
    if (!area) return;
    const next = wrapSelection(
      { value: text, selectionStart: area.selectionStart, selectionEnd: area.selectionEnd },
      kind,
    );
    if (!next) return;
    setText(next.value);
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(next.selectionStart, next.selectionEnd);
    });
  }

  function insertEmoji(emoji: string) {
    const area = textareaRef.current;
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    const next = insertAt(text, start, end, emoji);
    setText(next.value);
    requestAnimationFrame(() => {
      area?.focus({ preventScroll: true });
      area?.setSelectionRange(next.caret, next.caret);
    });
  }

  function inspire() {
    const next = randomPrompt(Math.random, prompt?.id);
    setPrompt(next);
    if (!text.trim()) {
      setText(next.text);
      requestAnimationFrame(() => textareaRef.current?.select());
    }
  }

  // ---- elements
  function addElements(added: SceneElement[]) {
    setElements((list) => [...list, ...added]);
  }

  function removeElement(id: string) {
    setElements((list) => list.filter((e) => e.id !== id));
    if (placeholderCalendarId.current === id) placeholderCalendarId.current = null;
  }

  async function uploadFile(file: File) {
    const problem = checkSceneFile(file);
    if (problem) {
      toast({ variant: "destructive", ...problem });
      return;
    }
    setUploading(true);
    try {
      const media = await uploadMedia(file, { entityType: "scene", entityId: ids.scene });
      const isImage = file.type.startsWith("image/");
      addElements([
        isImage
          ? {
              id: newId(),
              elementType: "image",
              content: { imageUrl: media.publicUrl, alt: file.name },
            }
          : {
              id: newId(),
              elementType: "video",
              content: { videoUrl: media.publicUrl, title: file.name },
            },
      ]);
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Upload failed",
        description:
          error instanceof Error && error.message
            ? error.message
            : "Failed to upload file. Please try again.",
      });
    } finally {
      setUploading(false);
    }
  }

  function addCalendarDefault() {
    const element = defaultCalendarElement();
    placeholderCalendarId.current = element.id;
    addElements([element]);
    setPanel("calendar");
  }

  function addCalendarEvents(events: CalendarEvent[]) {
    const placeholder = placeholderCalendarId.current;
    setElements((list) => [
      ...list.filter((e) => e.id !== placeholder),
      ...events.map(calendarElementOf),
    ]);
    placeholderCalendarId.current = null;
    setPanel(null);
  }

  function pickGif(gif: Gif) {
    addElements([
      { id: newId(), elementType: "gif", content: { gifUrl: gif.url, alt: gif.title || "GIF" } },
    ]);
    setPanel(null);
  }

  // ---- create or save
  function submit() {
    const check = buildScenePayload({
      movieId,
      text,
      elements,
      characterIds,
      sceneId: ids.scene,
      textElementId: ids.text,
    });
    if (!check.ok) {
      toast({ variant: "destructive", title: check.title, description: check.description });
      return;
    }
    if (scene) {
      updateScene.mutate(
        {
          id: scene.id,
          version: scene.version,
          title: sceneTitle(text, elements.length),
          elements: check.payload.elements,
          characterIds,
        },
        {
          onSuccess: () => {
            toast({ title: "Scene saved", description: "Your changes have been saved." });
            resetComposer();
            onOpenChange(false);
          },
          onError: (error) =>
            toast({
              variant: "destructive",
              title: "Error",
              description: isConflict(error)
                ? "This scene was changed elsewhere. Close the composer, then edit it again."
                : "Failed to save scene. Please try again.",
            }),
        },
      );
      return;
    }
    createScene.mutate(check.payload, {
      onSuccess: () => {
        toast({ title: "Scene created", description: "Your scene has been successfully created." });
        void draft.clear();
        resetComposer();
        onOpenChange(false);
      },
      onError: () =>
        toast({
          variant: "destructive",
          title: "Error",
          description: "Failed to create scene. Please try again.",
        }),
    });
  }

  const togglePanel = (next: Exclude<Panel, null>) => setPanel((p) => (p === next ? null : next));
  const characterNames = characters.map((c) => c.name);

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      handleOnly
      repositionInputs={false}
    >
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-40 bg-night/55 backdrop-blur-[2px]" />
        <Drawer.Content
          ref={contentRef}
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => {
            if (panel) {
              event.preventDefault();
              setPanel(null);
            }
          }}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[90vh] w-full max-w-xl flex-col rounded-t-3xl bg-paper shadow-[0_-12px_40px_-12px_rgba(28,23,20,0.35)] outline-none"
        >
          <div
            className="shrink-0 cursor-grab touch-none select-none active:cursor-grabbing"
            onPointerDown={onGrabPointerDown}
            onPointerMove={onGrabPointerMove}
            onPointerUp={onGrabPointerUp}
            onPointerCancel={onGrabPointerUp}
            data-testid="composer-grab"
          >
            <div className="mx-auto mt-3 h-1.5 w-12 rounded-full bg-line" aria-hidden />
            <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 px-3 pt-2 pb-2">
              <button
                type="button"
                onClick={close}
                className="h-11 justify-self-start rounded-xl px-3 text-[15px] font-medium text-ink-soft hover:bg-cream hover:text-ink"
              >
                Cancel
              </button>
              <button
                type="button"
                onClick={inspire}
                className="inline-flex h-10 items-center gap-1.5 rounded-full border border-gold/60 bg-[#fbf0d9] px-3.5 text-sm font-semibold text-[#7a4f00] hover:bg-[#f8e6c1]"
              >
                <Sparkles className="size-4" aria-hidden />
                Inspire Me
              </button>
              <button
                type="button"
                onClick={submit}
                disabled={!allowed || pending || uploading}
                aria-busy={pending || undefined}
                className="inline-flex h-11 items-center gap-1.5 justify-self-end rounded-xl bg-ember px-4 text-[15px] font-semibold text-white shadow-sm shadow-ember/20 hover:bg-ember-dark disabled:cursor-not-allowed disabled:opacity-50"
              >
                {pending && <Loader2 className="size-4 animate-spin" aria-hidden />}
                {editing ? (pending ? "Saving..." : "Save") : pending ? "Creating..." : "Create"}
              </button>
            </div>
            <Drawer.Title className="sr-only">{editing ? "Edit scene" : "New scene"}</Drawer.Title>
          </div>
          {!isGuest && (
            <VoiceRecorder onText={(spoken) => setText((t) => (t ? `${t} ${spoken}` : spoken))} />
          )}

          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pb-[calc(1.25rem+env(safe-area-inset-bottom))] sm:px-5">
            {prompt && (
              <div className="mb-3 flex items-start gap-2.5 rounded-2xl border border-gold/50 bg-[#fdf6e7] px-3.5 py-3">
                <Lightbulb className="mt-0.5 size-4 shrink-0 text-[#7a4f00]" aria-hidden />
                <p className="min-w-0 flex-1 text-sm text-ink" aria-live="polite">
                  <span className="font-semibold text-[#7a4f00]">
                    {PROMPT_CATEGORY_LABELS[prompt.category]} prompt:{" "}
                  </span>
                  {prompt.text}
                </p>
                <button
                  type="button"
                  onClick={() => setPrompt(null)}
                  aria-label="Dismiss prompt"
                  className="-m-1 grid size-8 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-white"
                >
                  <X className="size-4" aria-hidden />
                </button>
              </div>
            )}

            <div className="overflow-hidden rounded-2xl border border-[#a08f80] bg-white focus-within:border-ember focus-within:ring-3 focus-within:ring-ember/15">
              <div
                role="toolbar"
                aria-label="Formatting"
                className="flex items-center gap-0.5 border-b border-line px-1.5 py-1"
              >
                <ToolButton label="Bold" onClick={() => applyFormat("bold")}>
                  <Bold className="size-[18px]" aria-hidden />
                </ToolButton>
                <ToolButton label="Italic" onClick={() => applyFormat("italic")}>
                  <Italic className="size-[18px]" aria-hidden />
                </ToolButton>
                <ToolButton label="Underline" onClick={() => applyFormat("underline")}>
                  <Underline className="size-[18px]" aria-hidden />
                </ToolButton>
                <span className="mx-1 h-6 w-px bg-line" aria-hidden />
                <ToolButton
                  label="Emoji"
                  pressed={panel === "emoji"}
                  onClick={() => togglePanel("emoji")}
                >
                  <Smile className="size-[18px]" aria-hidden />
                </ToolButton>
                <span className="ml-auto pr-2 text-xs text-ink-soft tabular-nums" aria-live="off">
                  {text.length}/{TEXT_COUNTER_MAX}
                </span>
              </div>
              <label htmlFor="scene-text" className="sr-only">
                Scene text
              </label>
              <textarea
                id="scene-text"
                ref={textareaRef}
                rows={5}
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder={
                  elements.length > 0
                    ? "Add text to accompany your media..."
                    : "What's happening in your scene?"
                }
                aria-describedby="scene-text-hints"
                className="block w-full resize-none bg-transparent px-3.5 py-3 text-base leading-relaxed text-ink placeholder:text-ink-soft/75 focus:outline-none"
              />
            </div>
            {panel === "emoji" && (
              <div className="mt-2">
                <EmojiPicker onPick={insertEmoji} />
              </div>
            )}
            <ul id="scene-text-hints" className="mt-2 grid gap-0.5 px-1 text-[13px] text-ink-soft">
              <li>The first line becomes the scene title; extra lines become its description.</li>
              <li>Combine text, images, videos, GIFs and calendar events in one scene.</li>
            </ul>

            <h3 className="mt-5 mb-2 px-1 text-sm font-semibold">Add to your scene:</h3>
            <div
              className={clsx("grid gap-2", isGuest ? "grid-cols-2" : "grid-cols-2 sm:grid-cols-3")}
            >
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
              <PickerButton
                icon={Film}
                label="GIF Library"
                pressed={panel === "gif"}
                onClick={() => togglePanel("gif")}
                tone="#0b646c"
                tint="#dff2f3"
              />
              <PickerButton
                icon={Heart}
                label="Emotions Wheel"
                pressed={panel === "emotions"}
                onClick={() => togglePanel("emotions")}
                tone="#9e1f18"
                tint="#fbe7e4"
              />
              {!isGuest && (
                <PickerButton
                  icon={CalendarDays}
                  label="Calendar Import"
                  pressed={panel === "calendar"}
                  onClick={addCalendarDefault}
                  tone="#8f430a"
                  tint="#fcebdc"
                />
              )}
              {!isGuest && (
                <PickerButton
                  icon={Quote}
                  label="Quote"
                  pressed={panel === "quote"}
                  onClick={() => togglePanel("quote")}
                  tone="#553587"
                  tint="#efe8f8"
                />
              )}
            </div>
            <input
              ref={fileRef}
              type="file"
              accept="image/*,video/*"
              aria-label="Photo or video file"
              tabIndex={-1}
              className="sr-only"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = "";
                if (file) void uploadFile(file);
              }}
            />

            {panel === "emotions" && (
              <div className="mt-3">
                <EmotionsWheel
                  onPick={(sentence) => {
                    setText((t) => appendSentence(t, sentence));
                    setPanel(null);
                  }}
                />
              </div>
            )}
            {panel === "calendar" && (
              <div className="mt-3">
                <CalendarPanel onAdd={addCalendarEvents} onClose={() => setPanel(null)} />
              </div>
            )}
            {panel === "quote" && (
              <div className="mt-3">
                <QuoteForm
                  characterNames={characterNames}
                  onClose={() => setPanel(null)}
                  onAdd={(quote, author) => {
                    addElements([
                      {
                        id: newId(),
                        elementType: "quote",
                        content: author ? { quote, author } : { quote },
                      },
                    ]);
                    setPanel(null);
                  }}
                />
              </div>
            )}

            {characters.length > 0 && (
              <fieldset className="mt-5">
                <legend className="mb-2 px-1 text-sm font-semibold">Who is in this scene?</legend>
                <div className="flex flex-wrap gap-2">
                  {characters.map((character) => {
                    const checked = characterIds.includes(character.id);
                    return (
                      <label
                        key={character.id}
                        className={clsx(
                          "inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border px-3.5 text-sm font-medium",
                          "has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ember-dark",
                          checked
                            ? "border-ember bg-ember/10 text-ember-dark"
                            : "border-line bg-white",
                        )}
                      >
                        <input
                          type="checkbox"
                          className="sr-only"
                          checked={checked}
                          onChange={(e) =>
                            setCharacterIds((list) =>
                              e.target.checked
                                ? [...list, character.id]
                                : list.filter((id) => id !== character.id),
                            )
                          }
                        />
                        {character.name}
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            )}

            {elements.length > 0 && (
              <ElementPreviewList elements={elements} onRemove={removeElement} />
            )}
          </div>

          {panel === "gif" && <GifPicker onPick={pickGif} onClose={() => setPanel(null)} />}
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}

function ToolButton({
  label,
  onClick,
  pressed,
  children,
}: {
  label: string;
  onClick: () => void;
  pressed?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      // Keep the text selection: the textarea must not lose focus before the click.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={clsx(
        "grid size-10 place-items-center rounded-lg text-ink transition-colors hover:bg-cream",
        pressed && "bg-cream text-ember-dark",
      )}
    >
      {children}
    </button>
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
