// A person's name as our mail may show it. Whoever signs up chooses the name, and mail goes to
// whatever address they typed, so a name must not be able to carry a message of its own: line
// breaks, control and direction-changing characters go, it is cut to a greeting's length, and a
// name that looks like a link or an address is not shown at all (the mail then says "Hi,").

export const MAIL_NAME_MAX_LENGTH = 40;

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const LINK_LIKE = /:\/\/|www\.|@|\b[a-z0-9-]+\.(?:[a-z]{2,}|xn--[a-z0-9-]+)\b/i;

export function mailName(name: string | null | undefined): string | null {
  if (!name) return null;
  const oneLine = name.replace(INVISIBLE, " ").replace(/\s+/g, " ").trim();
  if (!oneLine || LINK_LIKE.test(oneLine)) return null;
  const chars = Array.from(oneLine);
  if (chars.length <= MAIL_NAME_MAX_LENGTH) return oneLine;
  const cut = chars.slice(0, MAIL_NAME_MAX_LENGTH - 1).join("");
  return `${cut.replace(/[\s\p{P}]+$/u, "")}…`;
}
