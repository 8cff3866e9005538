import { useParams } from "react-router";
import { wideHandle } from "#app/features/app-shell/page-width";
import { AdvancedView } from "#app/features/screenplay-editor/advanced-view";

// The editor uses the whole width beside the sidebar.
export const handle = wideHandle;

export function meta() {
  return [{ title: "Screenplay · Lifescript" }];
}

export default function DevelopAdvancedRoute() {
  const { movieId = "" } = useParams();
  return <AdvancedView key={movieId} movieId={movieId} />;
}
