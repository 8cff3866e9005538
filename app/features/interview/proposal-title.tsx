// A proposal's title on its card: one line that wraps rather than being cut off on a phone. It
// grows with its words; Enter or a pasted line break never makes a second line.
export function ProposalTitle({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (title: string) => void;
}) {
  return (
    <>
      <label htmlFor={id} className="text-[13px] font-medium text-ink-soft">
        Scene title
      </label>
      <textarea
        id={id}
        value={value}
        maxLength={80}
        rows={1}
        onChange={(event) => onChange(event.target.value.replace(/\s*\n\s*/g, " "))}
        onKeyDown={(event) => {
          if (event.key === "Enter") event.preventDefault();
        }}
        className="mt-0.5 block w-full resize-none field-sizing-content rounded-lg border border-transparent bg-transparent px-0 font-display text-xl leading-snug font-semibold hover:border-line focus:border-ember focus:px-2 focus:outline-none"
      />
    </>
  );
}
