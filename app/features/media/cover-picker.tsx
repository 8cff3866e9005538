import { CheckCircle2, ImagePlus, Loader2, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { inputClasses } from "#app/components/ui/field";
import { FilePicker } from "#app/components/ui/file-picker";
import { useToast } from "#app/components/ui/toast";
import { checkCoverFile } from "./file-checks";
import { isShownOnThisPage, OFF_SITE_IMAGE_MESSAGE } from "#app/lib/shown-here";
import { useMediaUpload } from "./use-media-upload";

// "Upload Cover Image" plus a manual URL: the cover of a movie, uploaded through the media pipeline.
export function CoverPicker({
  value,
  onChange,
  entityId,
  onUploadingChange,
}: {
  value: string;
  onChange: (url: string) => void;
  entityId: string;
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const urlId = useId();
  const hintId = useId();
  const offSiteId = useId();
  const [uploaded, setUploaded] = useState(false);
  const [previewFailed, setPreviewFailed] = useState(false);
  const offSite = value.trim() !== "" && !isShownOnThisPage(value);
  const { uploading, upload } = useMediaUpload({
    check: checkCoverFile,
    entityType: "movie",
    entityId,
    onUploaded: (media) => {
      onChange(media.publicUrl);
      setPreviewFailed(false);
      setUploaded(true);
      toast({
        title: "Image uploaded",
        description: "Cover image has been successfully uploaded.",
      });
    },
    onBusyChange: (busy) => {
      if (busy) setUploaded(false);
      onUploadingChange?.(busy);
    },
    failureMessage: "Failed to upload image",
  });

  return (
    <div className="grid gap-3">
      <span className="text-sm font-medium text-ink">Cover image</span>
      <div className="flex items-stretch gap-3">
        <div className="relative h-24 w-[68px] shrink-0 overflow-hidden rounded-lg border border-line bg-cream">
          {value && !previewFailed && !offSite ? (
            <img
              src={value}
              alt="Cover preview"
              className="size-full object-cover"
              onError={() => setPreviewFailed(true)}
            />
          ) : (
            <ImagePlus className="absolute inset-0 m-auto size-6 text-ink-soft" aria-hidden />
          )}
          {value && (
            <button
              type="button"
              onClick={() => {
                onChange("");
                setUploaded(false);
              }}
              aria-label="Remove cover image"
              className="absolute top-1 right-1 grid size-6 place-items-center rounded-full bg-night/70 text-white"
            >
              <X className="size-3.5" aria-hidden />
            </button>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col justify-center gap-1.5">
          <button
            type="button"
            onClick={() => inputRef.current?.click()}
            disabled={uploading}
            aria-describedby={hintId}
            className="inline-flex h-11 items-center justify-center gap-2 rounded-xl border border-dashed border-ember/60 bg-ember/5 px-4 text-[15px] font-medium text-ember-dark transition-colors hover:bg-ember/10 disabled:cursor-wait disabled:opacity-70"
          >
            {uploading ? (
              <Loader2 className="size-4 animate-spin" aria-hidden />
            ) : (
              <ImagePlus className="size-4" aria-hidden />
            )}
            {uploading ? "Uploading..." : "Upload Cover Image"}
          </button>
          <p id={hintId} className="text-[13px] text-ink-soft">
            Max 5MB • JPG, PNG, WEBP
          </p>
          <FilePicker
            ref={inputRef}
            accept="image/*"
            label="Cover image file"
            onFile={(file) => void upload(file)}
          />
        </div>
      </div>
      {uploaded && (
        <p role="status" className="flex items-center gap-1.5 text-sm font-medium text-success">
          <CheckCircle2 className="size-4" aria-hidden />
          Image uploaded successfully
        </p>
      )}
      <div className="grid gap-1.5">
        <label htmlFor={urlId} className="text-sm font-medium text-ink">
          Or paste an image URL
        </label>
        <input
          id={urlId}
          type="url"
          inputMode="url"
          placeholder="https://example.com/cover.jpg"
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setUploaded(false);
            setPreviewFailed(false);
          }}
          aria-describedby={offSite ? offSiteId : undefined}
          className={`${inputClasses(false)} h-12`}
        />
        {offSite && (
          <p id={offSiteId} className="text-[13px] text-ink-soft">
            {OFF_SITE_IMAGE_MESSAGE}
          </p>
        )}
      </div>
    </div>
  );
}
