// Test files that compile or rewrite English import this first: it loads compromise's lexicon
// (the compiler's `loadEnglish()`), once per test file.
import { loadEnglish } from "../compile/english/verbs.ts";

await loadEnglish();
