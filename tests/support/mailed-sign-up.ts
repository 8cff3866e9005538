// Sign-up over HTTP as a person does it: ask for the account, then open the link mailed to the
// address. The development outbox (GET /api/dev/mail) stands in for the inbox. Answers the
// finishing request's response: the session cookie and token of the new account (or, from a
// server whose mail reaches nobody, the sign-up's own, which signed in at once).

type Call = (
  path: string,
  init: { method: "GET" | "POST"; json?: unknown },
) => Response | Promise<Response>;

export const FINISH_LINK = /\/auth\/finish-signup\?token=([\w-]+)/;

export async function signUpThroughMail(
  call: Call,
  body: { email: string; password: string; name: string },
): Promise<Response> {
  const asked = await call("/api/auth/sign-up/email", { method: "POST", json: body });
  if (asked.status !== 200)
    throw new Error(`sign-up answered ${asked.status}: ${await asked.text()}`);
  // A server whose mail reaches nobody (production without SMTP) signs the account in at once.
  const answer = (await asked.clone().json()) as { token: string | null };
  if (answer.token) return asked;
  let token: string | undefined;
  for (let tries = 0; !token && tries < 50; tries += 1) {
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    const mails = (await (await call("/api/dev/mail", { method: "GET" })).json()) as {
      to: string;
      text: string;
    }[];
    const mail = mails.find((m) => m.to === body.email.toLowerCase() && FINISH_LINK.test(m.text));
    token = mail?.text.match(FINISH_LINK)?.[1];
  }
  if (!token) throw new Error(`no sign-up link was mailed to ${body.email}`);
  return call("/api/auth/sign-up/finish", { method: "POST", json: { token } });
}
