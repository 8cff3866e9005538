// Import rules that ESLint cannot see across files: no import cycle in app/, server/,
// screenplay/ or contracts/ (`npm run lint` runs this after ESLint). Type-only imports count:
// a cycle through types still means two modules cannot be understood, moved or tested apart,
// and a layer that imports back up (as the offline layer once imported the features' query
// keys) is no longer a layer.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "Modules that import each other, directly or through others, are one module in two files.",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|\\.e2e-build|\\.react-router|data)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    // Re-runs read unchanged files from the cache (keyed by content, so it is never stale).
    cache: { folder: "node_modules/.cache/dependency-cruiser", strategy: "content" },
  },
};
