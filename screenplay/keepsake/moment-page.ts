// A captured moment as a book page: when and where, the scene's title, then its words, quotes and
// photos in the order the person placed them. Runs over onto more pages as long as it needs.
import type { StoryScene } from "../compile/story-types.ts";
import { blockWidth, dpiAt, MIN_DPI, photoBox } from "./book-geometry.ts";
import { toBuffer } from "./front-and-back.ts";
import { momentBlocks, momentHeadline, type MomentBlock } from "./moment-blocks.ts";
import type { Pass } from "./pass.ts";

export function drawMoment(p: Pass, scene: StoryScene): void {
  const { doc, g, text } = p;
  const x = g.inside;
  const width = blockWidth(g);
  const headline = momentHeadline(scene);
  if (headline) {
    text.plain(
      headline.toUpperCase(),
      {},
      {
        x,
        y: g.top,
        width,
        size: 8.5,
        color: "#6b5a4a",
      },
    );
    doc.y += 6;
  }
  text.plain(
    scene.title.trim() || "A moment",
    { bold: true },
    {
      x,
      y: doc.y,
      width,
      size: p.input.trim === "letter" ? 22 : 19,
      lineGap: 2,
    },
  );
  doc.y += 8;
  doc
    .save()
    .lineWidth(0.6)
    .strokeColor("#9c8a78")
    .moveTo(x, doc.y)
    .lineTo(x + 48, doc.y)
    .stroke()
    .restore();
  doc.y += 16;
  for (const block of momentBlocks(scene)) drawBlock(p, scene, block);
}

function ensureRoom(p: Pass, height: number): void {
  if (p.doc.y + height > p.pages.maxY) p.pages.next({ flow: true, folio: true });
}

function drawBlock(p: Pass, scene: StoryScene, block: MomentBlock): void {
  const { doc, g, text } = p;
  const x = g.inside;
  const width = blockWidth(g);
  const body = { size: g.bodySize, lineGap: g.leading, width };
  switch (block.kind) {
    case "paragraph":
      ensureRoom(p, g.bodySize * 2);
      text.runs(block.runs, { ...body, x, y: doc.y });
      doc.y += g.bodySize * 0.8;
      return;
    case "quote": {
      ensureRoom(p, g.bodySize * 3);
      const indent = 22;
      const runs = [
        { text: "“" },
        ...block.runs.map((r) => ({ ...r, italic: true })),
        { text: "”" },
      ];
      text.runs(runs, {
        ...body,
        x: x + indent,
        y: doc.y,
        width: width - 2 * indent,
        size: g.bodySize + 0.5,
      });
      if (block.author) {
        doc.y += 3;
        text.plain(
          `— ${block.author}`,
          {},
          {
            x: x + indent,
            y: doc.y,
            width: width - 2 * indent,
            size: g.bodySize - 1,
            align: "right",
            color: "#444444",
          },
        );
      }
      doc.y += g.bodySize * 0.9;
      return;
    }
    case "note":
      ensureRoom(p, g.bodySize * 2);
      text.plain(
        block.text,
        { italic: true },
        { ...body, x, y: doc.y, size: g.bodySize - 1, color: "#555555" },
      );
      doc.y += g.bodySize * 0.8;
      return;
    case "photo": {
      const photo = p.input.photos[block.url];
      if (!photo) return;
      const box = photoBox(g, photo);
      const captionRoom = block.caption ? g.bodySize * 2.5 : 0;
      ensureRoom(p, box.height + captionRoom);
      const dpi = dpiAt(photo.width, box.width);
      if (dpi < MIN_DPI) {
        p.lowResolution.push({
          sceneId: scene.id,
          sceneTitle: scene.title,
          photo: photo.name,
          dpi,
        });
      }
      const left = x + (width - box.width) / 2;
      if (!p.dry) doc.image(toBuffer(p.io.readImage(photo.file)), left, doc.y, box);
      doc.y += box.height + 6;
      if (block.caption) {
        text.plain(
          block.caption,
          { italic: true },
          {
            x,
            y: doc.y,
            width,
            size: g.bodySize - 1.5,
            align: "center",
            color: "#444444",
          },
        );
      }
      doc.y += g.bodySize;
      return;
    }
  }
}
