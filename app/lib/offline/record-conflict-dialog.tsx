import { decideLater } from "./conflict-prompts";
import { resolveConflict } from "./index";
import type { ConflictChoice, RecordConflict } from "./sync-status";
import { savedElsewhere, TwoVersions, VersionsDialog, type Choice } from "./versions-dialog";

const KIND = { scene: "scene", movie: "movie", character: "character" } as const;

export function choicesFor(conflict: RecordConflict): Choice[] {
  const both = conflict.fields.every((f) => f.canKeepBoth);
  const choices: Choice[] = [
    { choice: "mine", label: "Keep mine", pending: "Keeping yours..." },
    { choice: "theirs", label: "Keep theirs", pending: "Keeping theirs..." },
  ];
  if (both) {
    choices.push({
      choice: "both",
      label: "Keep both",
      pending: "Keeping both...",
      hint: `Both texts, yours first, in the ${KIND[conflict.type]}`,
    });
  }
  return choices;
}

// A scene, a movie or a character edited offline while another device changed the same fields:
// each such field side by side with the differing words marked, and the person's choice. Until
// they choose, their version stays on screen and its card says another version is waiting;
// "Decide later" leaves it so.
export function RecordConflictDialog({
  conflict,
  onChoose = (choice) => resolveConflict(conflict.id, choice),
  onLater = () => decideLater(conflict.id),
}: {
  conflict: RecordConflict;
  onChoose?: (choice: ConflictChoice) => Promise<void>;
  onLater?: () => void;
}) {
  const kind = KIND[conflict.type];
  const choices = choicesFor(conflict);
  const single = conflict.fields.length === 1;
  return (
    <VersionsDialog
      title={`Two versions of “${conflict.name}”`}
      description={
        <>
          You changed this {kind} on this device while it was changed elsewhere
          {single
            ? `: the ${conflict.fields[0]!.label.toLowerCase()} differs.`
            : ", in the same places."}{" "}
          Choose which to keep.
          {choices.length === 2 &&
            ` A ${conflict.fields.find((f) => !f.canKeepBoth)?.label.toLowerCase() ?? "value"} holds one value, so pick yours or theirs.`}
        </>
      }
      choices={choices}
      onChoose={onChoose}
      onLater={onLater}
    >
      {conflict.fields.map((field) => (
        <TwoVersions
          key={field.field}
          label={field.label}
          mine={field.mine}
          theirs={field.theirs}
          theirsNote={savedElsewhere(conflict.theirsSavedAt)}
        />
      ))}
    </VersionsDialog>
  );
}
