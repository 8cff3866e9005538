import { clsx } from "clsx";
import { useCallback, useMemo, useRef, useState } from "react";
import { Drawer } from "vaul";
import type { Gif } from "#contracts/gif.ts";
import { feelingLabel } from "#app/components/emotion-chips";
import { SHEET_OVERLAY_CLASS, SHEET_PANEL_CLASS } from "#app/components/ui/bottom-sheet";
import { useBodyScrollLock } from "#app/components/ui/use-body-scroll-lock";
import { useSheetDrag } from "#app/components/ui/use-sheet-drag";
import { usePublicConfig } from "#app/features/auth/use-public-config";
import type { Character } from "#app/features/characters/characters-api";
import { checkSceneFile } from "#app/features/media/file-checks";
import { useMediaUpload } from "#app/features/media/use-media-upload";
import type { Scene } from "#app/features/scenes/scenes-api";
import { InterviewMeLink } from "#app/features/interview/interview-link";
import { VoiceRecorder } from "#app/features/voice/voice-recorder";
import { calendarElementOf, defaultCalendarElement } from "./calendar-element";
import { CharacterChooser } from "./character-chooser";
import { ComposerFeelings } from "./composer-feelings";
import { ComposerHeader } from "./composer-header";
import { ComposerPickers } from "./composer-pickers";
import { ComposerText } from "./composer-text";
import { ElementPreviewList } from "./element-preview";
import { appendSentence } from "./emotions";
import type { EmotionPick } from "./emotions-wheel";
import { GifPicker } from "./gif-picker";
import { gifElement, quoteElement, uploadedElement } from "./picked-elements";
import { PromptBanner } from "./prompt-banner";
import { randomPrompt } from "./prompts";
import { metadataOf } from "./scene-facts";
import { canCreate } from "./scene-payload";
import { useComposerDraft } from "./use-composer-draft";
import { newId, useComposerState } from "./use-composer-state";
import { useSaveScene } from "./use-save-scene";

// The scene composer: a bottom sheet for writing one moment of a story. Its
// state is composer-state.ts; this file puts the parts on the sheet and wires them to it.
export function SceneComposer({
  open,
  onOpenChange,
  movieId,
  isGuest = false,
  scene,
  characters = [],
  offerInterview = true,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  movieId: string | null;
  isGuest?: boolean;
  /** Editing an existing scene instead of creating one. */
  scene?: Scene | null;
  characters?: Character[];
  /** "Interview me" on an empty sheet: only on one's own movie, the questions are about oneself. */
  offerInterview?: boolean;
}) {
  const editing = Boolean(scene);
  // What this installation offers: GIF search and dictation are left out, not greyed, without it.
  const config = usePublicConfig();
  const [state, dispatch] = useComposerState(open, scene);
  const { text, elements, panel, prompt } = state;
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  // Said after a feeling is picked, until the text is typed in.
  const [suggested, setSuggested] = useState<string | null>(null);
  const { emotions, date, time, otherMetadata } = state;
  const metadata = useMemo(
    () => metadataOf({ emotions, date, time, otherMetadata }),
    [emotions, date, time, otherMetadata],
  );

  useBodyScrollLock(open);

  // A new scene's draft (kept locally and on the server) comes back when the composer opens.
  const draft = useComposerDraft({
    movieId,
    open,
    enabled: !editing,
    content: text,
    elements,
    metadata,
    onRestore: useCallback(
      (d) =>
        dispatch({
          type: "restore-draft",
          text: d.content,
          elements: d.elements,
          metadata: d.metadata ?? {},
        }),
      [dispatch],
    ),
  });

  function close() {
    dispatch({ type: "close-panel" });
    setSuggested(null);
    onOpenChange(false);
  }

  const drag = useSheetDrag(contentRef, close);
  const save = useSaveScene({
    movieId,
    scene,
    onSaved: (created) => {
      if (created) void draft.clear();
      dispatch({ type: "reset", ids: { scene: newId(), text: newId() } });
      setSuggested(null);
      onOpenChange(false);
    },
  });
  const media = useMediaUpload({
    check: checkSceneFile,
    entityType: "scene",
    entityId: state.ids.scene,
    // An image file becomes an image element, any other file a video element.
    onUploaded: (uploaded, file) =>
      dispatch({ type: "add-elements", elements: [uploadedElement(newId(), uploaded, file)] }),
    failureMessage: "Failed to upload file. Please try again.",
  });

  function inspire() {
    const next = randomPrompt(Math.random, prompt?.id);
    dispatch({ type: "inspire", prompt: next });
    if (!text.trim()) requestAnimationFrame(() => textareaRef.current?.select());
  }

  // The feeling is kept on the scene; its sentence goes after the text, selected, so the person
  // sees it is a suggestion and can type over it.
  function pickEmotion(pick: EmotionPick) {
    const next = appendSentence(text, pick.sentence);
    dispatch({ type: "pick-emotion", ...pick });
    setSuggested(feelingLabel(pick));
    requestAnimationFrame(() => {
      const area = textareaRef.current;
      if (!area) return;
      area.focus({ preventScroll: true });
      area.setSelectionRange(next.length - pick.sentence.length, next.length);
    });
  }

  const calendarOpen = elements.find((e) => e.id === state.editingCalendarId);

  function pickGif(gif: Gif) {
    dispatch({
      type: "add-elements",
      elements: [gifElement(newId(), gif)],
      closePanel: true,
    });
  }

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      handleOnly
      repositionInputs={false}
    >
      <Drawer.Portal>
        <Drawer.Overlay className={SHEET_OVERLAY_CLASS} />
        <Drawer.Content
          ref={contentRef}
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => {
            if (panel) {
              event.preventDefault();
              dispatch({ type: "close-panel" });
            }
          }}
          className={clsx(SHEET_PANEL_CLASS, "max-w-xl")}
        >
          <ComposerHeader
            drag={drag}
            editing={editing}
            canSubmit={canCreate(text, elements.length, movieId) && !media.uploading}
            pending={save.pending}
            onCancel={close}
            onInspire={inspire}
            onSubmit={() => save.save(state)}
          />
          {!isGuest && config.data?.voice && (
            <VoiceRecorder onText={(spoken) => dispatch({ type: "add-spoken", text: spoken })} />
          )}

          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pb-[calc(1.25rem+env(safe-area-inset-bottom))] sm:px-5">
            {prompt && (
              <PromptBanner
                prompt={prompt}
                onDismiss={() => dispatch({ type: "dismiss-prompt" })}
              />
            )}
            {!editing &&
              !isGuest &&
              offerInterview &&
              movieId &&
              !text.trim() &&
              elements.length === 0 && (
                <p className="mb-3 flex flex-wrap items-center gap-2 text-sm text-ink-soft">
                  Not sure what to write? We can ask you questions.
                  <InterviewMeLink movieId={movieId} onClick={close} />
                </p>
              )}
            <ComposerText
              text={text}
              onTextChange={(next) => {
                setSuggested(null);
                dispatch({ type: "set-text", text: next });
              }}
              textareaRef={textareaRef}
              hasElements={elements.length > 0}
              emojiOpen={panel === "emoji"}
              onToggleEmoji={() => dispatch({ type: "toggle-panel", panel: "emoji" })}
              combines={
                isGuest
                  ? ["text", ...(config.data?.gifs ? ["GIFs"] : []), "emotions"]
                  : [
                      "text",
                      "images",
                      "videos",
                      ...(config.data?.gifs ? ["GIFs"] : []),
                      "quotes",
                      "calendar events",
                    ]
              }
            />
            <ComposerFeelings
              suggested={suggested}
              emotions={emotions}
              onRemove={(emotion) => dispatch({ type: "remove-emotion", ...emotion })}
            />
            <ComposerPickers
              isGuest={isGuest}
              gifs={config.data?.gifs === true}
              panel={panel}
              uploading={media.uploading}
              characterNames={characters.map((c) => c.name)}
              onTogglePanel={(next) => dispatch({ type: "toggle-panel", panel: next })}
              onClosePanel={() => dispatch({ type: "close-panel" })}
              onFile={(file) => void media.upload(file)}
              onCalendar={() =>
                dispatch({
                  type: "add-calendar-placeholder",
                  element: defaultCalendarElement(newId()),
                })
              }
              onCalendarEvents={(events) =>
                dispatch({
                  type: "import-calendar",
                  elements: events.map((event) => calendarElementOf(newId(), event)),
                })
              }
              calendarEditing={
                calendarOpen?.elementType === "calendar"
                  ? { id: calendarOpen.id, content: calendarOpen.content }
                  : null
              }
              onEditCalendar={(id, content) => dispatch({ type: "edit-calendar", id, content })}
              onEmotion={pickEmotion}
              onQuote={(quote, author) =>
                dispatch({
                  type: "add-elements",
                  elements: [quoteElement(newId(), quote, author)],
                  closePanel: true,
                })
              }
            />
            {characters.length > 0 && (
              <CharacterChooser
                characters={characters}
                chosen={state.characterIds}
                onToggle={(id, on) => dispatch({ type: "toggle-character", id, on })}
              />
            )}
            {elements.length > 0 && (
              <ElementPreviewList
                elements={elements}
                onRemove={(id) => dispatch({ type: "remove-element", id })}
                onEditCalendar={(id) => dispatch({ type: "open-calendar", id })}
                onCaption={(id, caption) => dispatch({ type: "set-caption", id, caption })}
              />
            )}
          </div>

          {panel === "gif" && config.data?.gifs && (
            <GifPicker onPick={pickGif} onClose={() => dispatch({ type: "close-panel" })} />
          )}
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
