// Is a paragraph English? The rewriting rules are English rules: other languages are kept as
// written (README "Story compiler", "Other languages"). Decided by counting common function
// words of English against those of other languages (Spanish, Polish, Portuguese, French,
// German, Italian), and letters English does not use.
import { tagsOf } from "./verbs.ts";

const ENGLISH = new Set(
  "the and of to in is was it that he she they we i you my his her their our with for on at as but had have be not this from by an are were me so then when there what all one would could into out up".split(
    " ",
  ),
);
const OTHER = new Set(
  // Spanish
  (
    "el la los las y de del que en un una es era fue por con para se su mi nos lo le muy pero como yo al" +
    " " +
    // Polish
    "i w z na do się nie jest był była że to jak ale mnie mi my po od za przez tak już jej jego" +
    " " +
    // Portuguese, French, German, Italian
    "o os as um uma não com é eu le les des et est une je du au ich und der die das ist nicht ein eine mit il di che è sono per"
  ).split(" "),
);
// Shared spellings ("a", "me", "no", "i", "to", "my", "as"…) count for neither side.
for (const w of ENGLISH) OTHER.delete(w);

const NON_ENGLISH_LETTERS = /[ąćęłńśźżñ¿¡ãõçœßäöüàèìòùáéíóúâêîôû]/gi;

export function isEnglish(text: string): boolean {
  const written = text.match(/\p{L}+(?:['’]\p{L}+)*/gu);
  if (!written || written.length === 0) return true;
  const words = written.map((w) => w.toLowerCase());
  let en = 0;
  let other = 0;
  let known = 0;
  words.forEach((w, i) => {
    // English writes "I" in capitals; a lower-case "i" is Polish ("and").
    if (w === "i" && written[i] !== "I") other++;
    else if (ENGLISH.has(w)) en++;
    else if (OTHER.has(w)) other++;
    if (tagsOf(w).length > 0) known++;
  });
  const foreignLetters = (text.match(NON_ENGLISH_LETTERS) ?? []).length;
  // A word or two with an accent (a name, "café") does not make a paragraph foreign.
  other += Math.min(foreignLetters, 3);
  // No function word either way ("Results day", "Babcia przy stole"): English when most words
  // are in the English lexicon.
  if (en === 0 && other === 0) return known * 2 > words.length;
  return en > other;
}
