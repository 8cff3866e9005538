import { FormAlert } from "~/components/ui/form-alert";
import { plural } from "./format";
import type { ImportJob } from "./import-poll";

// The preview again after the scenes' job stopped part way (the server restarted, a scene could
// not be saved): why, from the report's last line, and that importing again goes on from there.
export function StoppedNote({ job }: { job: ImportJob }) {
  const { imported, chosen } = job.counts;
  const reason = job.report.at(-1);
  return (
    <FormAlert>
      The import stopped after {imported.toLocaleString("en-US")} of {plural(chosen, "scene")}
      {reason ? `: ${reason}` : "."} The scenes made stay in your movie; import again to make the
      rest (what is already there is not made twice).
    </FormAlert>
  );
}
