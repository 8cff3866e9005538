// A sentence as tokens: each word with the punctuation around it and the space after it, and
// whether it stands inside quotation marks (quoted words are someone's words: never rewritten,
// never counted as narration).

export interface Token {
  /** Punctuation before the word (`"`, `(`, `*`). */
  pre: string;
  /** The word as written (letters, digits, inner apostrophes and hyphens). */
  word: string;
  /** Punctuation after it (`,`, `.`, `"`). */
  post: string;
  /** Whitespace after the token. */
  space: string;
  /** Lower case, apostrophes straightened: what the rules compare. */
  key: string;
  quoted: boolean;
}

const OPEN_QUOTES = /["“«„]/;
const CLOSE_QUOTES = /["”»]/;

export function tokenize(sentence: string): Token[] {
  const out: Token[] = [];
  let inQuote = false;
  const re = /(\S+)(\s*)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(sentence)) !== null) {
    const chunk = m[1] as string;
    const lead = /^[^\p{L}\p{N}]*/u.exec(chunk)?.[0] ?? "";
    const rest = chunk.slice(lead.length);
    const trail = /[^\p{L}\p{N}]*$/u.exec(rest)?.[0] ?? "";
    let word = rest.slice(0, rest.length - trail.length);
    let post = trail;
    // "parents'" keeps its apostrophe in the word; a closing quote is punctuation.
    if (post.startsWith("'") && word.endsWith("s") && !/^'[^'"]*["”]/.test(post)) {
      word += "'";
      post = post.slice(1);
    }
    const opens = OPEN_QUOTES.test(lead);
    const quoted = inQuote || opens;
    if (opens && !inQuote) inQuote = true;
    if (inQuote && (CLOSE_QUOTES.test(post) || (opens && CLOSE_QUOTES.test(lead.slice(1)))))
      inQuote = false;
    out.push({
      pre: lead,
      word,
      post,
      space: m[2] as string,
      key: word.toLowerCase().replace(/[’‘]/g, "'"),
      quoted,
    });
  }
  return out;
}

export function joinTokens(tokens: Token[]): string {
  let s = "";
  for (const t of tokens) s += t.pre + t.word + t.post + t.space;
  return s.trimEnd();
}

/** Ends a clause: a comma, semicolon, colon or dash after the word. */
export const endsClause = (t: Token): boolean => /[,;:\u2013\u2014]|--/.test(t.post);
