import { data } from "react-router";
import { NotFoundPage, notFoundMeta } from "#app/components/not-found-page";
import { recordNotFound } from "#app/lib/not-found.server";
import type { Route } from "./+types/not-found";

export function meta() {
  return notFoundMeta;
}

// Runs on the server for every unknown path (document requests and client navigations alike),
// so each 404 is recorded once with its path and referrer.
export async function loader({ request, context }: Route.LoaderArgs) {
  return data({ path: await recordNotFound(request, context) }, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
