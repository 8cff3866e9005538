// A person's caret colour in a live screenplay: the same for a user id on every server and in
// every room, so people recognise each other. `colorLight` is the selection behind their text.
const PALETTE: { color: string; colorLight: string }[] = [
  { color: "#b4451f", colorLight: "#b4451f33" },
  { color: "#1f6fb4", colorLight: "#1f6fb433" },
  { color: "#2e7d32", colorLight: "#2e7d3233" },
  { color: "#8e24aa", colorLight: "#8e24aa33" },
  { color: "#c2185b", colorLight: "#c2185b33" },
  { color: "#00838f", colorLight: "#00838f33" },
  { color: "#6d4c41", colorLight: "#6d4c4133" },
  { color: "#5c6bc0", colorLight: "#5c6bc033" },
  { color: "#9e7c00", colorLight: "#9e7c0033" },
  { color: "#455a64", colorLight: "#455a6433" },
];

export function personColour(userId: string): { color: string; colorLight: string } {
  let hash = 0;
  for (let i = 0; i < userId.length; i++) hash = (hash * 31 + userId.charCodeAt(i)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? { color: "#455a64", colorLight: "#455a6433" };
}
