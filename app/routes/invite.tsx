import { useLoaderData, useParams } from "react-router";
import { LoadingScreen } from "#app/components/route-states";
import { sessionUser } from "#app/features/app-shell/session-user";
import { InvitationPage, type InvitedVisitor } from "#app/features/movies/sharing/invitation-page";

export function meta() {
  return [{ title: "Your invitation · Lifescript" }, { name: "robots", content: "noindex" }];
}

// The invitation link from the mail: who is signed in decides the next step (sign up, sign in,
// or accept), so the page is made in the browser.
export async function clientLoader(): Promise<{ visitor: InvitedVisitor }> {
  const user = await sessionUser();
  if (!user) return { visitor: { kind: "signed-out" } };
  if (user.isAnonymous) return { visitor: { kind: "guest" } };
  return { visitor: { kind: "person", email: user.email } };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <LoadingScreen />;
}

export default function InviteRoute() {
  const { visitor } = useLoaderData<typeof clientLoader>();
  const { token = "" } = useParams();
  return <InvitationPage token={token} visitor={visitor} />;
}
