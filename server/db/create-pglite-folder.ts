import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";

// A new PGlite data folder is made (initdb) by a short-lived child process: in this process PGlite
// keeps the memory of its initdb (about 400 MB, decision 0038) for as long as the server runs.
// The server then opens the folder the child made, as it does on every later start.
export async function createPgliteFolderIfMissing(dir: string, startParams: string[]) {
  if (fs.existsSync(path.join(dir, "PG_VERSION"))) return;
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = `
    const { PGlite } = require(process.argv[1]);
    (async () => {
      const client = new PGlite(process.argv[2], { startParams: JSON.parse(process.argv[3]) });
      await client.waitReady;
      await client.close();
    })().catch((error) => { console.error(error); process.exit(1); });`;
  await promisify(execFile)(
    process.execPath,
    ["-e", script, pglite, dir, JSON.stringify(startParams)],
    { maxBuffer: 16 * 1024 ** 2 },
  );
}
