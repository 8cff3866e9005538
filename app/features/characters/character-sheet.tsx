import { FallbackImage } from "#app/components/ui/fallback-image";
import { Camera, Loader2, UserRound, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { BottomSheet, SheetFormFooter } from "#app/components/ui/bottom-sheet";
import { Button } from "#app/components/ui/button";
import { TextAreaField, TextField } from "#app/components/ui/field";
import { FilePicker } from "#app/components/ui/file-picker";
import { useToast } from "#app/components/ui/toast";
import { checkCoverFile } from "#app/features/media/file-checks";
import { useMediaUpload } from "#app/features/media/use-media-upload";
import { thumbnailOf } from "#app/features/scenes/element-format";
import { type Character, useCreateCharacter, useUpdateCharacter } from "./characters-api";
import { savedMessage } from "#app/lib/offline/index";

const ROLES = [
  "Protagonist",
  "Antagonist",
  "Mentor",
  "Love interest",
  "Family",
  "Friend",
  "Supporting",
];

// Add or edit one person of a movie: name, role, description and a photo.
export function CharacterSheet({
  open,
  onOpenChange,
  movieId,
  character,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  movieId: string;
  character: Character | null;
}) {
  const formId = "character-form";
  const create = useCreateCharacter();
  const update = useUpdateCharacter();
  const [uploading, setUploading] = useState(false);
  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={character ? "Edit character" : "New character"}
      description="The people of this story. Scenes can name who was there."
      footer={
        <SheetFormFooter
          formId={formId}
          onCancel={() => onOpenChange(false)}
          submitLabel={character ? "Save changes" : "Add character"}
          pending={create.isPending || update.isPending}
          pendingLabel="Saving..."
          disabled={uploading}
        />
      }
    >
      {open && (
        <CharacterForm
          formId={formId}
          movieId={movieId}
          character={character}
          onUploadingChange={setUploading}
          onDone={() => onOpenChange(false)}
        />
      )}
    </BottomSheet>
  );
}

function CharacterForm({
  formId,
  movieId,
  character,
  onUploadingChange,
  onDone,
}: {
  formId: string;
  movieId: string;
  character: Character | null;
  onUploadingChange: (uploading: boolean) => void;
  onDone: () => void;
}) {
  const toast = useToast();
  const create = useCreateCharacter();
  const update = useUpdateCharacter();
  const [id] = useState(() => character?.id ?? crypto.randomUUID());
  const [name, setName] = useState(character?.name ?? "");
  const [role, setRole] = useState(character?.role ?? "");
  const [description, setDescription] = useState(character?.description ?? "");
  const [photoUrl, setPhotoUrl] = useState(character?.photoUrl ?? "");
  const [nameError, setNameError] = useState<string | undefined>();
  const fileRef = useRef<HTMLInputElement>(null);
  const rolesId = useId();
  const { uploading, upload } = useMediaUpload({
    check: checkCoverFile,
    entityType: "character",
    entityId: id,
    onUploaded: (media) => setPhotoUrl(media.publicUrl),
    onBusyChange: onUploadingChange,
    failureMessage: "Failed to upload image",
  });

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError("Name is required");
      return;
    }
    const fields = {
      name: name.trim(),
      role: role.trim() || null,
      description: description.trim() || null,
      photoUrl: photoUrl || null,
    };
    const done = {
      onSuccess: () => {
        toast({
          title: character ? "Character saved" : "Character added",
          description: savedMessage(id, fields.name),
        });
        onDone();
      },
      onError: (error: Error) =>
        toast({ variant: "destructive", title: "Error", description: error.message }),
    };
    if (character) update.mutate({ id: character.id, version: character.version, ...fields }, done);
    else create.mutate({ id, movieId, ...fields }, done);
  }

  return (
    <form id={formId} noValidate onSubmit={submit} className="grid gap-5">
      <div className="flex items-center gap-4">
        <div className="relative size-20 shrink-0 overflow-hidden rounded-full bg-cream">
          {photoUrl ? (
            <FallbackImage
              src={thumbnailOf(photoUrl)}
              fallbackSrc={photoUrl}
              alt={`Photo of ${name || "the character"}`}
              className="size-full object-cover"
              placeholder={
                <UserRound className="absolute inset-0 m-auto size-9 text-ink-soft" aria-hidden />
              }
            />
          ) : (
            <UserRound className="absolute inset-0 m-auto size-9 text-ink-soft" aria-hidden />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => fileRef.current?.click()}
            pending={uploading}
            pendingLabel="Uploading..."
          >
            <Camera className="size-4" aria-hidden />
            {photoUrl ? "Change photo" : "Add photo"}
          </Button>
          {photoUrl && (
            <Button variant="ghost" size="sm" onClick={() => setPhotoUrl("")}>
              <X className="size-4" aria-hidden />
              Remove
            </Button>
          )}
        </div>
        <FilePicker
          ref={fileRef}
          accept="image/*"
          label="Character photo file"
          onFile={(file) => void upload(file)}
        />
      </div>
      <TextField
        label="Name"
        name="name"
        required
        autoComplete="off"
        maxLength={200}
        value={name}
        error={nameError}
        placeholder="e.g. Grandma Rose"
        onChange={(e) => {
          setName(e.target.value);
          setNameError(undefined);
        }}
      />
      <TextField
        label="Role"
        name="role"
        list={rolesId}
        autoComplete="off"
        maxLength={200}
        value={role}
        placeholder="e.g. Mentor"
        onChange={(e) => setRole(e.target.value)}
      />
      <datalist id={rolesId}>
        {ROLES.map((r) => (
          <option key={r} value={r} />
        ))}
      </datalist>
      <TextAreaField
        label="Description"
        name="description"
        rows={4}
        value={description}
        placeholder="What are they like? What do they want?"
        onChange={(e) => setDescription(e.target.value)}
      />
      {uploading && (
        <p className="flex items-center gap-2 text-sm text-ink-soft" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden /> Uploading photo...
        </p>
      )}
    </form>
  );
}
