import { and, desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { CollaboratorCreated, CollaboratorRole } from "#contracts/collaboration.ts";
import { mailOutbox } from "#server/db/schema/index.ts";
import { cookieFrom, type Session, type TestApp } from "#tests/factories/test-app.ts";

// Sharing a movie through the API as tests need it: invite, read the mailed link, accept.
export function collaboratorHelpers(t: TestApp) {
  const invite = (who: Session | null, movieId: string, email: string, role: string) =>
    t.request(`/api/movies/${movieId}/collaborators`, {
      method: "POST",
      as: who,
      json: { email, role },
    });

  const invited = async (
    owner: Session,
    movieId: string,
    email: string,
    role: CollaboratorRole,
  ) => {
    const response = await invite(owner, movieId, email, role);
    expect(response.status).toBe(201);
    const body = (await response.json()) as CollaboratorCreated;
    return { ...body, token: body.inviteUrl.split("/invite/")[1] ?? "" };
  };

  const accept = (who: Session | null, token: string) =>
    t.request(`/api/invitations/${token}/accept`, { method: "POST", as: who, json: {} });

  // `member` joins `owner`'s movie with `role`.
  const join = async (owner: Session, movieId: string, member: Session, role: CollaboratorRole) => {
    const { token, id } = await invited(owner, movieId, member.email, role);
    const response = await accept(member, token);
    expect(response.status).toBe(200);
    return id;
  };

  // The newest invitation mailed to `email`, as its reader sees it.
  const mailTo = async (email: string) => {
    const [mail] = await t.services.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email.toLowerCase())))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    return mail;
  };

  const guest = async (): Promise<Session> => {
    const anon = await t.request("/api/auth/sign-in/anonymous", { method: "POST", json: {} });
    expect(anon.status).toBe(200);
    const userId = ((await anon.json()) as { user: { id: string } }).user.id;
    return { cookie: cookieFrom(anon), token: "", userId, email: "" };
  };

  return { invite, invited, accept, join, mailTo, guest };
}
