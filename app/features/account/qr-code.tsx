import { generate } from "lean-qr";
import { useMemo } from "react";

// A QR code drawn as one SVG path (no canvas, no image request): dark modules as unit squares,
// with the standard four-module quiet zone around them.
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const code = generate(text);
    let d = "";
    for (let y = 0; y < code.size; y += 1) {
      for (let x = 0; x < code.size; x += 1) {
        if (code.get(x, y)) d += `M${x + 4} ${y + 4}h1v1h-1z`;
      }
    }
    return { size: code.size + 8, path: d };
  }, [text]);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      className="size-48 rounded-xl border border-line bg-white"
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#1f1a17" />
    </svg>
  );
}
