import { resolveConflict } from "./index";
import type { ConflictChoice, ScreenplayConflict } from "./sync-status";
import { savedElsewhere, TwoVersions, VersionsDialog, type Choice } from "./versions-dialog";

const CHOICES: Choice[] = [
  { choice: "mine", label: "Keep mine", pending: "Keeping yours..." },
  { choice: "theirs", label: "Keep theirs", pending: "Keeping theirs..." },
  { choice: "both", label: "Keep both as versions", pending: "Keeping both..." },
];

// An offline screenplay edit and a newer one saved elsewhere changed the same lines: the writer
// sees both, the differing words marked, and picks. Every choice keeps both texts somewhere (the
// other one in the history), so the dialog asks for a choice rather than offering a way out that
// would leave the editor's text undecided.
export function ConflictDialog({
  conflict,
  onChoose = (choice) => resolveConflict(conflict.id, choice),
}: {
  conflict: ScreenplayConflict;
  onChoose?: (choice: ConflictChoice) => Promise<void>;
}) {
  return (
    <VersionsDialog
      title={`Two versions of ${conflict.movieTitle}`}
      description="You edited the screenplay offline while it was changed elsewhere, on the same lines. Choose which text to go on with; the other stays in the version history."
      choices={CHOICES}
      onChoose={onChoose}
    >
      <TwoVersions
        mine={conflict.mine}
        theirs={conflict.theirs}
        theirsNote={savedElsewhere(conflict.theirsSavedAt)}
        mono
      />
    </VersionsDialog>
  );
}
