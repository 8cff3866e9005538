// Installs the pre-commit hook (package.json "simple-git-hooks": lint-staged formats and lints
// the staged files) when npm install runs in a git clone. A copy without git (a tarball, a
// container build) has nowhere to put a hook, and must still install.
import { execFileSync } from "node:child_process";

try {
  execFileSync("git", ["rev-parse", "--git-dir"], { stdio: "ignore" });
} catch {
  process.exit(0);
}
try {
  execFileSync("npx", ["--no-install", "simple-git-hooks"], { stdio: "inherit" });
} catch {
  console.warn("The pre-commit hook could not be installed; commits are not checked before CI.");
}
