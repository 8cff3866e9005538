// Node-only: reads the font files the PDF writer embeds from installed npm font packages.
// Courier Prime (@expo-google-fonts/courier-prime), DejaVu Sans Mono (dejavu-fonts-ttf) for
// Greek/Cyrillic/accented Latin, and Noto Sans SC (@expo-google-fonts/noto-sans-sc) for Chinese and
// Japanese, loaded only when a script needs it. A missing fallback package is not an error: the
// characters then print with the best font that is there.
import { readFileSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { FontSet } from "../pdf/fonts.ts";
import type { BookFonts } from "../keepsake/book-text.ts";

const require = createRequire(import.meta.url);

function packageDir(name: string): string | undefined {
  try {
    return path.dirname(require.resolve(`${name}/package.json`));
  } catch {
    try {
      // Some packages do not export package.json; resolve their main file instead.
      let dir = path.dirname(require.resolve(name));
      while (!existsSync(path.join(dir, "package.json")) && dir !== path.dirname(dir))
        dir = path.dirname(dir);
      return dir;
    } catch {
      return undefined;
    }
  }
}

function read(file: string | undefined): Uint8Array | undefined {
  if (!file || !existsSync(file)) return undefined;
  return new Uint8Array(readFileSync(file));
}

let cached: FontSet | undefined;

export function loadFonts(): FontSet {
  if (cached) return cached;
  const cp = packageDir("@expo-google-fonts/courier-prime");
  if (!cp) throw new Error("Courier Prime is missing: install @expo-google-fonts/courier-prime");
  const need = (rel: string): Uint8Array => {
    const bytes = read(path.join(cp, rel));
    if (!bytes) throw new Error(`Courier Prime font file missing: ${rel}`);
    return bytes;
  };
  const dv = packageDir("dejavu-fonts-ttf");
  const cjkDir = packageDir("@expo-google-fonts/noto-sans-sc");
  let cjk: Uint8Array | undefined | null = null;
  const fonts: FontSet = {
    regular: need("400Regular/CourierPrime_400Regular.ttf"),
    bold: need("700Bold/CourierPrime_700Bold.ttf"),
    italic: need("400Regular_Italic/CourierPrime_400Regular_Italic.ttf"),
    boldItalic: need("700Bold_Italic/CourierPrime_700Bold_Italic.ttf"),
    cjk: () => {
      if (cjk === null)
        cjk = cjkDir ? read(path.join(cjkDir, "400Regular/NotoSansSC_400Regular.ttf")) : undefined;
      return cjk;
    },
  };
  const fallback = dv ? read(path.join(dv, "ttf/DejaVuSansMono.ttf")) : undefined;
  const fallbackBold = dv ? read(path.join(dv, "ttf/DejaVuSansMono-Bold.ttf")) : undefined;
  if (fallback) fonts.fallback = fallback;
  if (fallbackBold) fonts.fallbackBold = fallbackBold;
  const fallbackItalic = dv ? read(path.join(dv, "ttf/DejaVuSansMono-Oblique.ttf")) : undefined;
  const fallbackBoldItalic = dv
    ? read(path.join(dv, "ttf/DejaVuSansMono-BoldOblique.ttf"))
    : undefined;
  if (fallbackItalic) fonts.fallbackItalic = fallbackItalic;
  if (fallbackBoldItalic) fonts.fallbackBoldItalic = fallbackBoldItalic;
  cached = fonts;
  return fonts;
}

let cachedBook: BookFonts | undefined;

/** The keepsake book's serif (DejaVu Serif: Latin, Greek, Cyrillic) and the CJK font the
 * screenplay uses, loaded when a character needs it. */
export function loadBookFonts(): BookFonts {
  if (cachedBook) return cachedBook;
  const dv = packageDir("dejavu-fonts-ttf");
  const need = (file: string): Uint8Array => {
    const bytes = dv ? read(path.join(dv, "ttf", file)) : undefined;
    if (!bytes) throw new Error(`DejaVu Serif is missing (${file}): install dejavu-fonts-ttf`);
    return bytes;
  };
  const screenplay = loadFonts();
  cachedBook = {
    serif: need("DejaVuSerif.ttf"),
    serifBold: need("DejaVuSerif-Bold.ttf"),
    serifItalic: need("DejaVuSerif-Italic.ttf"),
    serifBoldItalic: need("DejaVuSerif-BoldItalic.ttf"),
    cjk: () => (typeof screenplay.cjk === "function" ? screenplay.cjk() : screenplay.cjk),
  };
  return cachedBook;
}
