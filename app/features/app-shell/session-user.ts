import type { authClient } from "#app/lib/auth-client";
import { loadAuthClient } from "#app/lib/load-auth-client";
import { forgetUser, rememberedUser, rememberUser } from "./remembered-user";
import type { ShellUser } from "./types";

// Who is signed in, for the /app guard. The server decides; only when it cannot be reached (no
// network, server down) does the person this browser last saw signed in stand in, so the app
// opens offline. A server that answers "no session" always wins; a 5xx is a server that could not
// answer (down behind its proxy, restarting).
export async function sessionUser(): Promise<ShellUser | null> {
  let result: Awaited<ReturnType<typeof authClient.getSession>>;
  try {
    // Inside the try: a client that cannot load (offline, before the worker cached it) is a
    // server that cannot be reached.
    result = await (await loadAuthClient()).getSession();
  } catch {
    return rememberedUser();
  }
  const { data, error } = result;
  if (error && !(error.status > 0 && error.status < 500)) return rememberedUser();
  const user = (data?.user as ShellUser | undefined) ?? null;
  if (user && !user.isAnonymous) rememberUser(user);
  else if (!error) forgetUser();
  return user;
}
