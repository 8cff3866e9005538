import { useParams } from "react-router";
import { BasicView } from "#app/features/develop/basic-view";

export function meta() {
  return [{ title: "Develop your movie · Lifescript" }];
}

export default function DevelopBasicRoute() {
  const { movieId = "" } = useParams();
  return <BasicView key={movieId} movieId={movieId} />;
}
