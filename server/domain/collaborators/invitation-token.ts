import crypto from "node:crypto";

// An invitation's token: 32 random bytes (base64url) in the link, kept only as its SHA-256 so a
// copy of the database opens no movie.
export function newInvitationToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, hash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

// The app's page that shows the invitation and accepts it.
export function inviteUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/invite/${token}`;
}
