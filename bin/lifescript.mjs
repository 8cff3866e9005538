#!/usr/bin/env node
// The engine is TypeScript: register tsx's loader, then run the CLI module.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../screenplay/node/cli.ts");
process.exitCode = main(process.argv.slice(2));
