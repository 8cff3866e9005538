// The project's import prefixes for Vite (the app build) and Vitest. They are the "imports" of
// package.json (Node's own subpath imports, which scripts and the server use as they are) and the
// "paths" of tsconfig.json (so TypeScript also resolves the app's extensionless imports): one
// prefix per top folder, so no file climbs out of its folder with "../../".
const at = (folder: string) => new URL(`./${folder}/`, import.meta.url).pathname;

export const alias = [
  "app",
  "contracts",
  "screenplay",
  "server",
  "content",
  "scripts",
  "tests",
].map((folder) => ({ find: new RegExp(`^#${folder}/`), replacement: at(folder) }));
