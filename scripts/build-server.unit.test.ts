import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildServerIfStale, serverBundleDir } from "./build-server.ts";

// A stand-in repository: an entry that prints what a source next to it computes from its own
// import.meta.url (as server/db/migrate.ts finds its migrations folder).
function fakeRepository(): { root: string; source: string; run: () => string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "lifescript-build-server-"));
  fs.mkdirSync(path.join(root, "server", "db"), { recursive: true });
  fs.writeFileSync(path.join(root, "package.json"), '{ "type": "module" }');
  fs.writeFileSync(path.join(root, "tsconfig.json"), "{}");
  const source = path.join(root, "server", "db", "folder.ts");
  fs.writeFileSync(
    source,
    `import path from "node:path";
import { fileURLToPath } from "node:url";
export const folder: string = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
`,
  );
  fs.writeFileSync(
    path.join(root, "server", "main.ts"),
    `import { folder } from "./db/folder.ts";
console.log(folder);
`,
  );
  const run = () =>
    execFileSync(process.execPath, [path.join(root, serverBundleDir, "main.mjs")], {
      encoding: "utf8",
    }).trim();
  return { root, source, run };
}

const mtime = (file: string) => fs.statSync(file).mtimeMs;

describe("buildServerIfStale", () => {
  it("bundles the server, whose sources keep their own import.meta.url", async () => {
    const repo = fakeRepository();
    const bundle = await buildServerIfStale(repo.root);
    expect(bundle).toBe(path.join(repo.root, serverBundleDir, "main.mjs"));
    expect(repo.run()).toBe(path.join(repo.root, "server", "db", "migrations"));
    fs.rmSync(repo.root, { recursive: true, force: true });
  });

  it("bundles again only when a source it was made of changed", async () => {
    const repo = fakeRepository();
    const bundle = await buildServerIfStale(repo.root);
    const first = mtime(bundle);

    await buildServerIfStale(repo.root);
    expect(mtime(bundle)).toBe(first);

    fs.writeFileSync(
      repo.source,
      'export const folder: string = "changed";\n',
    );
    fs.utimesSync(repo.source, new Date(first + 5000), new Date(first + 5000));
    await buildServerIfStale(repo.root);
    expect(mtime(bundle)).toBeGreaterThan(first);
    expect(repo.run()).toBe("changed");
    fs.rmSync(repo.root, { recursive: true, force: true });
  });
});
