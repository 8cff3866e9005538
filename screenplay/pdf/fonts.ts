// Font bytes passed in by the caller (the node adapter reads them from npm font packages; a browser
// would fetch them). The engine never reads files itself.
export interface FontSet {
  /** Courier Prime: regular, bold, italic, bold italic. */
  regular: Uint8Array;
  bold: Uint8Array;
  italic: Uint8Array;
  boldItalic: Uint8Array;
  /** Monospaced fallback for characters Courier Prime lacks (DejaVu Sans Mono: Greek, Cyrillic…). */
  fallback?: Uint8Array;
  fallbackBold?: Uint8Array;
  fallbackItalic?: Uint8Array;
  fallbackBoldItalic?: Uint8Array;
  /** CJK fallback (large): a function so that it is loaded only when a script needs it. */
  cjk?: Uint8Array | (() => Uint8Array | undefined);
}
