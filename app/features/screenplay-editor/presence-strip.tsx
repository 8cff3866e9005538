// Who else is writing in this screenplay now, each in the colour of their caret in the text.
export function PresenceStrip({
  people,
}: {
  people: readonly { clientId: number; name: string; color: string }[];
}) {
  if (people.length === 0) return null;
  // One person may have the screenplay open in two tabs: named once.
  const named = [...new Map(people.map((p) => [`${p.name}|${p.color}`, p])).values()];
  return (
    <ul
      aria-label="Writing with you now"
      data-testid="presence-strip"
      className="flex min-w-0 flex-wrap items-center gap-1.5"
    >
      {named.map((person) => (
        <li
          key={person.clientId}
          className="inline-flex max-w-40 items-center gap-1.5 rounded-full border border-line bg-white px-2.5 py-1 text-sm"
        >
          <span
            aria-hidden
            className="size-2.5 shrink-0 rounded-full"
            style={{ backgroundColor: person.color }}
          />
          <span className="truncate">{person.name}</span>
        </li>
      ))}
    </ul>
  );
}
