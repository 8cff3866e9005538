// The emotions wheel: eight core emotions, each with its feelings (also called sub-emotions), and
// for each feeling a first-person sentence the writer may drop into a scene as a suggestion. Shared
// by the composer (which draws it, with the colours it adds in app/features/capture/emotions.ts),
// the server (which checks `metadata.emotions` against it) and the story compiler.

export type WheelFeeling = { label: string; sentence: string };
export type WheelEmotion = { id: CoreEmotionId; label: string; feelings: WheelFeeling[] };

export const coreEmotionIds = [
  "happy",
  "sad",
  "fear",
  "angry",
  "disgust",
  "surprise",
  "anticipation",
  "trust",
] as const;
export type CoreEmotionId = (typeof coreEmotionIds)[number];

export const EMOTION_WHEEL: WheelEmotion[] = [
  {
    id: "happy",
    label: "Happy",
    feelings: [
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
    feelings: [
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
    feelings: [
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
    feelings: [
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
    feelings: [
      { label: "Contempt", sentence: "I couldn't believe I had ever looked up to them." },
      { label: "Repelled", sentence: "I stepped back; I wanted nothing to do with it." },
      { label: "Dislike", sentence: "Something about it rubbed me the wrong way from the start." },
      { label: "Disapproval", sentence: "I shook my head; this wasn't how things should be done." },
    ],
  },
  {
    id: "surprise",
    label: "Surprise",
    feelings: [
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
    feelings: [
      { label: "Interested", sentence: "I leaned in, wanting to know more." },
      { label: "Eager", sentence: "I couldn't wait another minute to get started." },
      { label: "Excited", sentence: "I was practically bouncing, counting down the seconds." },
      { label: "Stressed", sentence: "The closer it got, the tighter my chest became." },
    ],
  },
  {
    id: "trust",
    label: "Trust",
    feelings: [
      { label: "Grateful", sentence: "I felt so thankful to have them in my life." },
      { label: "Peaceful", sentence: "For the first time in a long while, I felt calm." },
      { label: "Accepted", sentence: "They welcomed me just as I was, and I finally belonged." },
      { label: "Hopeful", sentence: "I let myself believe that tomorrow could be better." },
    ],
  },
];

/** The wheel's core emotion of that id, if any. */
export function wheelEmotion(core: string): WheelEmotion | undefined {
  return EMOTION_WHEEL.find((e) => e.id === core);
}

/** Whether `feeling` (any case) is one of the feelings of `core` on the wheel. */
export function isWheelFeeling(core: string, feeling: string): boolean {
  const f = feeling.trim().toLowerCase();
  return !!wheelEmotion(core)?.feelings.some((x) => x.label.toLowerCase() === f);
}
