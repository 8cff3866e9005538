// A field hidden from people and from assistive technology: bots that fill every field fill this
// one, and the server accepts their message and keeps nothing. Its label says so, for the rare
// person who finds it anyway.
export function HoneypotField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`${id}-website`}>Leave this field empty</label>
      <input
        // A form rendered on the server: a browser's autofill may touch it before hydration.
        suppressHydrationWarning
        id={`${id}-website`}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
