import { useParams } from "react-router";
import { AdvancedView } from "~/features/screenplay-editor/advanced-view";

export function meta() {
  return [{ title: "Screenplay · Lifescript" }];
}

export default function DevelopAdvancedRoute() {
  const { movieId = "" } = useParams();
  return <AdvancedView key={movieId} movieId={movieId} />;
}
