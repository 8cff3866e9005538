import { clsx } from "clsx";
import { ImageOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";

type Props = Omit<React.ImgHTMLAttributes<HTMLImageElement>, "src" | "onError"> & {
  src: string;
  // A second address for the same picture (the original of a thumbnail), tried once.
  fallbackSrc?: string | undefined;
  // What stands in when neither loads; an icon box with the alt text by default.
  placeholder?: React.ReactNode;
};

// An image of the person's (a poster, a scene photo, a GIF, a portrait) that never shows the
// browser's broken-image icon: when it fails, the second source is tried, then a drawn
// placeholder takes its place. An image that failed before the page's scripts ran is noticed too.
export function FallbackImage({ src, fallbackSrc, placeholder, alt, className, ...img }: Props) {
  const sources = [src, ...(fallbackSrc && fallbackSrc !== src ? [fallbackSrc] : [])];
  const [attempt, setAttempt] = useState(0);
  const ref = useRef<HTMLImageElement>(null);
  const current = sources[attempt];

  useEffect(() => setAttempt(0), [src, fallbackSrc]);

  // Server-rendered images may have failed before hydration, when no onError was listening.
  useEffect(() => {
    const el = ref.current;
    if (el && el.complete && el.naturalWidth === 0 && el.getAttribute("src")) {
      setAttempt((n) => n + 1);
    }
  }, [current]);

  if (current === undefined) {
    return (
      placeholder ?? (
        <span
          role={alt ? "img" : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
          className={clsx("grid place-items-center bg-cream text-ink-soft", className)}
        >
          <ImageOff className="size-6" aria-hidden />
        </span>
      )
    );
  }
  return (
    <img
      ref={ref}
      {...img}
      key={current}
      src={current}
      alt={alt}
      className={className}
      onError={() => setAttempt((n) => n + 1)}
    />
  );
}
