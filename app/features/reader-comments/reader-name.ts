// The reader's name, remembered on this browser so the next comment is one field shorter. Private
// browsing or a full storage simply forgets it.
const KEY = "lifescript:reader-name";

export function rememberedName(): string {
  try {
    return window.localStorage.getItem(KEY) ?? "";
  } catch {
    return "";
  }
}

export function rememberName(name: string): void {
  try {
    window.localStorage.setItem(KEY, name.trim());
  } catch {
    // Storage refused (private mode, quota): the name is asked again next time.
  }
}
