// The emoji picker's grid: about 190 emoji, faces first, then people, hearts, nature, food,
// places, activities and objects that turn up in life stories.
const GROUPS = [
  "😀 😃 😄 😁 😆 😅 😂 🤣 🥲 😊 😇 🙂 🙃 😉 😌 😍 🥰 😘 😋 😝 😜 🤪 🤨 🧐 🤓 😎 🤩 🥳 😏 😒 😞 😔 😟 😕 🙁 😣 😖 😫 😩 🥺 😢 😭 😤 😠 😡 🤯 😳 😱 😨 😰 😥 🤗 🤔 🤫 😐 😬 🙄 😯 😦 😧 😮 😲 😴",
  "👋 🤚 ✋ 👌 ✌️ 🤞 🤟 🤘 👍 👎 👏 🙌 👐 🤲 🤝 🙏 💪 👶 👧 👦 👩 👨 👵 👴 👪 💑 💏",
  "❤️ 🧡 💛 💚 💙 💜 🖤 🤍 🤎 💔 💕 💞 💓 💗 💖 💘 💝",
  "🐶 🐱 🐰 🦊 🐻 🐼 🐨 🐯 🦁 🐮 🐷 🐸 🐵 🐧 🐦 🦋 🌸 🌹 🌻 🌼 🌷 🌳 🍂 🍁 🌊 ☀️ 🌙 ⭐ 🌈 ☔ ❄️ 🔥",
  "🍎 🍓 🍒 🍑 🍕 🍔 🌮 🍝 🍣 🍰 🎂 🍪 ☕ 🍷 🍺 🥂",
  "🏠 🏡 🏫 🏥 ⛪ 🏖️ 🏔️ 🌆 🚗 🚲 ✈️ ⛵",
  "🎉 🎊 🎈 🎁 🎄 🎃 🎓 🏆 🎸 🎹 🎤 🎬 🎭 🎨 📷 📚 ✏️ 💌 📞 💍 ⏰ 🕯️ 💡 🔑 ✨",
];

export const EMOJI: string[] = GROUPS.join(" ").split(/\s+/).filter(Boolean);

export function insertAt(
  value: string,
  start: number,
  end: number,
  insert: string,
): { value: string; caret: number } {
  const s = Math.max(0, Math.min(start, value.length));
  const e = Math.max(s, Math.min(end, value.length));
  return { value: value.slice(0, s) + insert + value.slice(e), caret: s + insert.length };
}
