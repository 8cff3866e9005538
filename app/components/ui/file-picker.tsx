// The hidden file input behind an "Upload…" or "Import" button (the button calls
// `ref.current?.click()`). One file per pick; the input is cleared afterwards, so choosing the same
// file again picks it again. Labelled for assistive technology and tests, out of the tab order
// because the visible button is the control.
export function FilePicker({
  ref,
  accept,
  label,
  onFile,
}: {
  ref: React.Ref<HTMLInputElement>;
  accept: string;
  label: string;
  onFile: (file: File) => void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      aria-label={label}
      tabIndex={-1}
      className="sr-only"
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = "";
        if (file) onFile(file);
      }}
    />
  );
}
