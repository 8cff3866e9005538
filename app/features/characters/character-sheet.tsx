import { FallbackImage } from "#app/components/ui/fallback-image";
import { Camera, Loader2, UserRound, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { BottomSheet, SheetFormFooter } from "#app/components/ui/bottom-sheet";
import { Button } from "#app/components/ui/button";
import { FormField, FormTextArea, SchemaForm, useSchemaForm } from "#app/components/ui/form";
import { FilePicker } from "#app/components/ui/file-picker";
import { useToast } from "#app/components/ui/toast";
import { checkCoverFile } from "#app/features/media/file-checks";
import { useMediaUpload } from "#app/features/media/use-media-upload";
import { thumbnailOf } from "#app/features/scenes/element-format";
import { type Character, useCreateCharacter, useUpdateCharacter } from "./characters-api";
import { savedMessage } from "#app/lib/offline/index";

// The rules (contracts/character.ts), loaded with the zod runtime when the form is first checked.
const loadRules = () => import("#contracts/character").then((rules) => rules.characterFormSchema);

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
          create={create}
          update={update}
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
  create,
  update,
  onDone,
}: {
  formId: string;
  movieId: string;
  character: Character | null;
  onUploadingChange: (uploading: boolean) => void;
  // The sheet's own requests, so that its footer button shows them sending.
  create: ReturnType<typeof useCreateCharacter>;
  update: ReturnType<typeof useUpdateCharacter>;
  onDone: () => void;
}) {
  const toast = useToast();
  const [id] = useState(() => character?.id ?? crypto.randomUUID());
  const form = useSchemaForm(loadRules, {
    name: character?.name ?? "",
    role: character?.role ?? "",
    description: character?.description ?? "",
  });
  const name = form.watch("name");
  const [photoUrl, setPhotoUrl] = useState(character?.photoUrl ?? "");
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

  function submit(values: { name: string; role: string; description: string }) {
    const fields = {
      name: values.name,
      role: values.role || null,
      description: values.description || null,
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
    <SchemaForm form={form} id={formId} onSubmit={submit} className="grid gap-5">
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
      <FormField
        name="name"
        label="Name"
        required
        autoComplete="off"
        maxLength={200}
        placeholder="e.g. Grandma Rose"
      />
      <FormField
        name="role"
        label="Role"
        list={rolesId}
        autoComplete="off"
        maxLength={200}
        placeholder="e.g. Mentor"
      />
      <datalist id={rolesId}>
        {ROLES.map((r) => (
          <option key={r} value={r} />
        ))}
      </datalist>
      <FormTextArea
        name="description"
        label="Description"
        rows={4}
        placeholder="What are they like? What do they want?"
      />
      {uploading && (
        <p className="flex items-center gap-2 text-sm text-ink-soft" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden /> Uploading photo...
        </p>
      )}
    </SchemaForm>
  );
}
