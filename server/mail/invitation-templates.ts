import type { CollaboratorRole } from "#contracts/collaboration.ts";
import { mailName } from "./mail-name.ts";
import { escapeHtml, layout } from "./templates.ts";

// The mail that carries an invitation to someone's movie. It goes to an address the owner typed,
// so it carries nothing else the owner typed but their name (through mailName): not the movie's
// title, which the link's page shows once it is opened.

const mayDo: Record<CollaboratorRole, string> = {
  editor: "write it with them",
  commenter: "read it and leave comments",
  viewer: "read it",
};

export function invitationMail(
  ownerName: string,
  role: CollaboratorRole,
  url: string,
  days: number,
) {
  const who = mailName(ownerName) ?? "A Lifescript writer";
  const sentence = `${who} invited you to their movie in Lifescript, to ${mayDo[role]}.`;
  return {
    subject: `${who} invited you to a movie in Lifescript`,
    text: `Hi,\n\n${sentence}\n\nOpen the invitation here (the link works for ${days} days):\n${url}\n\nIf you do not know this person, ignore this message: nothing happens unless you open the link and accept.\n\nLifescript`,
    html: layout(
      "You are invited to a movie",
      `${escapeHtml(sentence)} The link works for ${days} days. If you do not know this person, ignore this message.`,
      { href: url, label: "Open the invitation" },
    ),
  };
}
