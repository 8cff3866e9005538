import text from "#content/llms.txt?raw";

export function llmsText(): string {
  return text;
}
