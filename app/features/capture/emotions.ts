// The emotions wheel of spec section 3: eight core emotions, each with its colour, and for each
// sub-emotion a first-person sentence the writer can drop into the scene.

export type SubEmotion = { label: string; sentence: string };
export type CoreEmotion = {
  id: string;
  label: string;
  /** Text and icon colour; at least 4.5:1 on both `tint` and white. */
  ink: string;
  /** Card background. */
  tint: string;
  /** Swatch / accent (decorative). */
  swatch: string;
  subEmotions: SubEmotion[];
};

export const EMOTIONS: CoreEmotion[] = [
  {
    id: "happy",
    label: "Happy",
    ink: "#7a4f00",
    tint: "#fdf3d7",
    swatch: "#e8a317",
    subEmotions: [
      {
        label: "Optimistic",
        sentence: "I had a feeling that things were finally going to work out.",
      },
      { label: "Confident", sentence: "For once I knew exactly what to do, and I did it." },
      { label: "Strong", sentence: "I felt strong enough to carry whatever came next." },
      { label: "Joyful", sentence: "My heart felt light, and I couldn't stop smiling." },
      {
        label: "Loving",
        sentence: "I looked at them and felt a warmth I couldn't put into words.",
      },
    ],
  },
  {
    id: "sad",
    label: "Sad",
    ink: "#1d4a82",
    tint: "#e4edf9",
    swatch: "#4a7fc1",
    subEmotions: [
      { label: "Lonely", sentence: "Even in a full room, I felt completely alone." },
      { label: "Hurt", sentence: "Their words stayed with me long after they were gone." },
      { label: "Grief", sentence: "I kept reaching for someone who was no longer there." },
      {
        label: "Depressed",
        sentence: "Everything felt heavy, and even small things took all I had.",
      },
      { label: "Unhappy", sentence: "I smiled for everyone else, but inside I was miserable." },
    ],
  },
  {
    id: "fear",
    label: "Fear",
    ink: "#553587",
    tint: "#efe8f8",
    swatch: "#8a63c7",
    subEmotions: [
      { label: "Cautious", sentence: "I took each step slowly, not sure what was waiting for me." },
      { label: "Weak", sentence: "My legs felt like they might give way beneath me." },
      { label: "Scared", sentence: "My heart was pounding so hard I could hear it." },
      { label: "Anxious", sentence: "My mind raced through every way this could go wrong." },
      { label: "Worried", sentence: "I couldn't stop wondering if everyone was going to be okay." },
    ],
  },
  {
    id: "angry",
    label: "Angry",
    ink: "#9e1f18",
    tint: "#fbe7e4",
    swatch: "#d6453b",
    subEmotions: [
      { label: "Frustrated", sentence: "I had tried everything, and nothing was working." },
      { label: "Mad", sentence: "I could feel the heat rising in my face." },
      {
        label: "Aggressive",
        sentence: "I wanted to slam my fist on the table and make them listen.",
      },
      { label: "Critical", sentence: "All I could see was everything they had done wrong." },
      { label: "Upset", sentence: "I had to walk away before I said something I'd regret." },
    ],
  },
  {
    id: "disgust",
    label: "Disgust",
    ink: "#46631a",
    tint: "#ebf3de",
    swatch: "#7fa83a",
    subEmotions: [
      { label: "Contempt", sentence: "I couldn't believe I had ever looked up to them." },
      { label: "Repelled", sentence: "I stepped back; I wanted nothing to do with it." },
      { label: "Dislike", sentence: "Something about it rubbed me the wrong way from the start." },
      { label: "Disapproval", sentence: "I shook my head; this wasn't how things should be done." },
    ],
  },
  {
    id: "surprise",
    label: "Surprise",
    ink: "#0b646c",
    tint: "#dff2f3",
    swatch: "#2aa5ae",
    subEmotions: [
      { label: "Amazed", sentence: "I just stood there, staring, trying to take it all in." },
      { label: "Confused", sentence: "Nothing made sense, and I didn't know what to think." },
      {
        label: "Disappointed",
        sentence: "I had hoped for so much more, and it showed on my face.",
      },
      { label: "Startled", sentence: "I jumped, my breath caught in my throat." },
    ],
  },
  {
    id: "anticipation",
    label: "Anticipation",
    ink: "#8f430a",
    tint: "#fcebdc",
    swatch: "#e07b28",
    subEmotions: [
      { label: "Interested", sentence: "I leaned in, wanting to know more." },
      { label: "Eager", sentence: "I couldn't wait another minute to get started." },
      { label: "Excited", sentence: "I was practically bouncing, counting down the seconds." },
      { label: "Stressed", sentence: "The closer it got, the tighter my chest became." },
    ],
  },
  {
    id: "trust",
    label: "Trust",
    ink: "#1f6239",
    tint: "#e2f2e8",
    swatch: "#3f9a63",
    subEmotions: [
      { label: "Grateful", sentence: "I felt so thankful to have them in my life." },
      { label: "Peaceful", sentence: "For the first time in a long while, I felt calm." },
      { label: "Accepted", sentence: "They welcomed me just as I was, and I finally belonged." },
      { label: "Hopeful", sentence: "I let myself believe that tomorrow could be better." },
    ],
  },
];

// Picking a sentence appends it to the text, separated by one space.
export function appendSentence(text: string, sentence: string): string {
  const base = text.replace(/\s+$/, "");
  return base ? `${base} ${sentence}` : sentence;
}
