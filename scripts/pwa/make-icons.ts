// Makes the app's icons (public/icons/) from the logo in public/favicon.svg, the same mark as
// app/components/ui/logo.tsx. Run after the logo changes: `npx tsx scripts/pwa/make-icons.ts`;
// the PNGs are committed (the build only copies them).
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "../..");
const outDir = path.join(root, "public", "icons");
const EMBER = "#b4472f";

// The logo's page shape without its rounded tile, for icons the platform crops itself.
function pageOnly(svg: string): string {
  return svg.replace(/<rect width="32" height="32" rx="8" fill="#b4472f"\/>/, "");
}

// The page on a full-bleed ember square, for platforms that cut the shape themselves: the page's
// corners lie 38 % of the side from the centre, inside a maskable icon's safe circle (40 %); iOS
// rounds the apple-touch-icon itself.
async function onTile(svg: string, size: number): Promise<Buffer> {
  const mark = await sharp(Buffer.from(pageOnly(svg)), { density: 72 * (size / 32) })
    .resize(size, size)
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: EMBER } })
    .composite([{ input: mark, gravity: "centre" }])
    .flatten({ background: EMBER })
    .png()
    .toBuffer();
}

async function main() {
  const svg = await fs.readFile(path.join(root, "public", "favicon.svg"), "utf8");
  await fs.mkdir(outDir, { recursive: true });
  const write = (name: string, data: Buffer) => fs.writeFile(path.join(outDir, name), data);
  // "any" icons: the logo as it is, rounded tile and all.
  for (const size of [48, 72, 96, 144, 192, 256, 384, 512]) {
    const png = await sharp(Buffer.from(svg), { density: 72 * (size / 32) })
      .resize(size, size)
      .png()
      .toBuffer();
    await write(`icon-${size}.png`, png);
  }
  for (const size of [192, 512]) await write(`maskable-${size}.png`, await onTile(svg, size));
  await write("apple-touch-icon.png", await onTile(svg, 180));
}

await main();
