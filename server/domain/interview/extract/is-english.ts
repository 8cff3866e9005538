// The rules read English only. Another language (Polish, Spanish, ...) keeps its text and gets no
// fields, rather than fields read wrongly by English rules.

// Common English words that are not also common words of Polish or Spanish ("i", "w", "to", "do",
// "no", "a", "me", "he", "on", "son" are, so they are left out).
const ENGLISH = new Set(
  (
    "the and was were we my our of it it's that with you she they his her had have when then there this " +
    "these those at for from but all would could should said us them is be been what which who as an so " +
    "just about into out up him their went got like in not did can will how why where over after before " +
    "your its i'm i've i'd didn't don't wasn't couldn't than some because yes very really back home every " +
    "now two first time day year years mum dad mom"
  ).split(" "),
);
// Letters English does not use. A name such as "Zoë" or "José" is not enough on its own: the share
// of English words decides.
const FOREIGN_LETTERS = /[ąćęłńśźżñ¿¡]/iu;

/** Whether the rules should read this answer as English: at least a tenth of its words are common
 * English words (a quarter when several words use letters English lacks), or it is too short to
 * tell (three words or fewer) and uses no such letter. */
export function isEnglish(text: string): boolean {
  const words = text.toLowerCase().match(/[\p{L}'’]+/gu) ?? [];
  if (words.length <= 3) return !FOREIGN_LETTERS.test(text);
  const english = words.filter((w) => ENGLISH.has(w.replace(/’/g, "'"))).length / words.length;
  const foreign = words.filter((w) => FOREIGN_LETTERS.test(w)).length;
  return english >= (foreign >= 2 ? 0.25 : 0.1);
}
