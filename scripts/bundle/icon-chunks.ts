import type { Rolldown } from "vite";

// Lucide icons, grouped rather than one ~200-byte file per icon (one request per icon costs a
// slow phone more than the few KB of icons a page skips), in two groups: the icons a public page
// imports statically ("site-icons") and the rest ("icons"). The public site has a tight JavaScript
// budget and a visitor should not download the signed-in app's icons.
//
// Every icon is imported through lucide-react's barrel file, so the barrel's importers are read
// for the icon's exported names: only a module that names the icon really uses it.

type Context = Rolldown.ChunkingContext;

export const LUCIDE = /[\\/]node_modules[\\/]lucide-react[\\/]/;
const BARREL = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const ICON_FILE = /[\\/]icons[\\/]([\w-]+)\.mjs$/;
// Route modules whose static imports make up a public page's first load.
const SITE_ROOTS = [/[\\/]app[\\/]routes[\\/]marketing[\\/]/, /[\\/]app[\\/]root\.tsx$/];

const namesByFile = new Map<string, string[]>();

// `export { default as Share2, default as Share2Icon } from './icons/share-2.mjs';`
function exportedNames(barrelCode: string, iconFile: string): string[] {
  if (namesByFile.size === 0) {
    for (const [, list = "", file = ""] of barrelCode.matchAll(
      /export\s*\{([^}]*)\}\s*from\s*['"]\.\/icons\/([\w-]+)\.mjs['"]/g,
    )) {
      namesByFile.set(
        file,
        [...list.matchAll(/default as (\w+)/g)].map((m) => m[1] ?? ""),
      );
    }
  }
  return namesByFile.get(iconFile) ?? [];
}

function importsAnyOf(code: string | null, names: string[]): boolean {
  for (const [, list = ""] of (code ?? "").matchAll(
    /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g,
  )) {
    const imported = list.split(",").map((part) => part.trim().split(/\s+as\s+/)[0]);
    if (imported.some((name) => name !== undefined && names.includes(name))) return true;
  }
  return false;
}

// The modules that import `id` statically, reading through the barrel for an icon.
function importersOf(id: string, ctx: Context, iconNames: string[]): string[] {
  const importers: string[] = [];
  for (const importer of ctx.getModuleInfo(id)?.importers ?? []) {
    if (!BARREL.test(importer)) {
      importers.push(importer);
      continue;
    }
    for (const user of ctx.getModuleInfo(importer)?.importers ?? []) {
      if (LUCIDE.test(user) || importsAnyOf(ctx.getModuleInfo(user)?.code ?? null, iconNames))
        importers.push(user);
    }
  }
  return importers;
}

function reachesSite(moduleId: string, ctx: Context): boolean {
  const iconFile = ICON_FILE.exec(moduleId)?.[1];
  const barrelId = ctx.getModuleInfo(moduleId)?.importers.find((id) => BARREL.test(id));
  const iconNames =
    iconFile && barrelId ? exportedNames(ctx.getModuleInfo(barrelId)?.code ?? "", iconFile) : [];
  const seen = new Set([moduleId]);
  const queue = [moduleId];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (SITE_ROOTS.some((root) => root.test(id))) return true;
    for (const importer of importersOf(id, ctx, iconNames)) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return false;
}

export function iconChunkName(moduleId: string, ctx: Context): string | null {
  if (!LUCIDE.test(moduleId) || !ICON_FILE.test(moduleId)) return null;
  return reachesSite(moduleId, ctx) ? "site-icons" : "icons";
}

// What every icon imports: React and lucide's own helpers (createLucideIcon and the rest). They
// are grouped first, because a group keeps its modules' imports: grouped after the icons they
// would go into whichever icon file came first, perhaps the app's, where a public page needs them.
export function isIconRuntime(moduleId: string): boolean {
  if (/[\\/]node_modules[\\/]react[\\/]/.test(moduleId)) return true;
  return LUCIDE.test(moduleId) && !ICON_FILE.test(moduleId) && !BARREL.test(moduleId);
}
