import { FormAlert } from "#app/components/ui/form-alert";
import { countOf } from "#contracts/plural.ts";
import type { ImportJob } from "./import-poll";

// The preview again after the scenes' job stopped part way: the server puts the import back to
// "ready" and ends the report with why it stopped and how far it got (its last line).
export function StoppedNote({ job }: { job: ImportJob }) {
  const reason = job.report.at(-1);
  return (
    <FormAlert>
      {reason ??
        `The import stopped after ${countOf(job.counts.imported, "scene", "scenes")}. What was made stays; import again to make the rest.`}
    </FormAlert>
  );
}
