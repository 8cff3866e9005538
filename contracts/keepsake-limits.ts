// The keepsake book's numbers the app shows, without zod (the Share screen loads no schema).

export const KEEPSAKE_DEDICATION_MAX = 1000;

// Photos print well from this many pixels per inch of paper.
export const KEEPSAKE_MIN_DPI = 300;
