// The import aliases of tsconfig.json "paths", for Vite (the app build) and Vitest alike: "~/" is
// app/, and the app reaches the shared contracts and the screenplay engine without "../../../".
const at = (folder: string) => new URL(`./${folder}`, import.meta.url).pathname;

export const alias = {
  "~": at("app"),
  "@contracts": at("contracts"),
  "@screenplay": at("screenplay"),
  // Test helpers, for tests beside the code (lint keeps production files from importing them).
  "@tests": at("tests"),
};
