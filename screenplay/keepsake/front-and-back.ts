// The pages around the story: cover, dedication, the screenplay's divider, and the last page's
// QR code to the shared page.
import { generate } from "lean-qr";
import { blockLeft, blockWidth, dpiAt, fit, MIN_DPI, PT } from "./book-geometry.ts";
import type { Pass } from "./pass.ts";

/** The cover: the movie's cover photo, its title, the author's name. */
export function drawCover(p: Pass): void {
  const { doc, g, input, text } = p;
  p.pages.next({ flow: false, folio: false });
  const side = 0.6 * PT;
  const width = g.width - 2 * side;
  let y = g.height * 0.3;
  if (input.cover) {
    const box = fit(input.cover, width, g.height * 0.55);
    const dpi = dpiAt(input.cover.width, box.width);
    if (dpi < MIN_DPI) {
      p.lowResolution.push({ sceneId: "cover", sceneTitle: "Cover", photo: input.cover.name, dpi });
    }
    const x = (g.width - box.width) / 2;
    if (!p.dry) doc.image(toBuffer(p.io.readImage(input.cover.file)), x, 0.7 * PT, box);
    y = 0.7 * PT + box.height + 0.45 * PT;
  }
  text.plain(
    input.title,
    { bold: true },
    {
      x: side,
      y,
      width,
      size: input.trim === "letter" ? 32 : 26,
      align: "center",
      lineGap: 2,
    },
  );
  if (input.author) {
    text.plain(
      input.author,
      { italic: true },
      {
        x: side,
        y: doc.y + 14,
        width,
        size: input.trim === "letter" ? 16 : 14,
        align: "center",
        color: "#444444",
      },
    );
  }
}

export function drawDedication(p: Pass, dedication: string): void {
  p.pages.next({ flow: false, folio: false });
  p.text.plain(
    dedication,
    { italic: true },
    {
      x: blockLeft(p.g, p.pages.count),
      y: p.g.height * 0.3,
      width: blockWidth(p.g),
      size: p.g.bodySize + 1,
      align: "center",
      lineGap: p.g.leading,
    },
  );
}

/** A right-hand page that opens a part of the book. */
export function drawDivider(p: Pass, title: string, subtitle: string): void {
  const x = blockLeft(p.g, p.pages.count);
  p.text.plain(
    title,
    { bold: true },
    {
      x,
      y: p.g.height * 0.38,
      width: blockWidth(p.g),
      size: 22,
      align: "center",
    },
  );
  p.text.plain(
    subtitle,
    { italic: true },
    {
      x,
      y: p.doc.y + 10,
      width: blockWidth(p.g),
      size: p.g.bodySize + 1,
      align: "center",
      color: "#444444",
    },
  );
}

/** The shared page's address as a QR code (vector squares, with its quiet zone), and in words. */
export function drawShareCode(p: Pass, url: string): void {
  const { doc, g, text } = p;
  const x = blockLeft(g, p.pages.count);
  const width = blockWidth(g);
  text.plain(
    "Read it online",
    { bold: true },
    {
      x,
      y: g.height * 0.22,
      width,
      size: 18,
      align: "center",
    },
  );
  const code = generate(url);
  const side = 2 * PT;
  const module = side / code.size;
  const left = x + (width - side) / 2;
  const top = doc.y + 24;
  for (let r = 0; r < code.size; r += 1) {
    for (let c = 0; c < code.size; c += 1) {
      if (code.get(c, r)) doc.rect(left + c * module, top + r * module, module, module);
    }
  }
  doc.fillColor("#000000").fill();
  text.plain(url, {}, { x, y: top + side + 18, width, size: 9, align: "center", color: "#333333" });
  text.plain(
    "Scan it to read the screenplay on a phone.",
    { italic: true },
    {
      x,
      y: doc.y + 6,
      width,
      size: 9,
      align: "center",
      color: "#555555",
    },
  );
}

export function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
