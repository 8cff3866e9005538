export * from "./auth.ts";
export * from "./movies.ts";
export * from "./capture.ts";
export * from "./site.ts";
export * from "./develop.ts";
export * from "./account.ts";
export * from "./two-factor.ts";
export * from "./cowriter.ts";
