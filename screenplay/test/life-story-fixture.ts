// A life story written for the tests (not from any real person): a grandmother's journey from a
// fishing village to a new country, in six scenes that use every scene element type.
import type { StoryInput } from "../compile/story-types.ts";

export const grandmotherStory: StoryInput = {
  movie: {
    title: "The Salt Road",
    description: "How Rosa crossed an ocean with one suitcase and a recipe.",
    genre: "Drama",
    authorName: "Elena Marques",
    draftDate: "2026-11-21",
    contact: "elena@example.com",
  },
  characters: [
    {
      id: "c-rosa",
      name: "Rosa",
      role: "19, a fisherman's daughter",
      description: "quick to laugh, slow to cry",
    },
    { id: "c-tomas", name: "Tomás", role: "Rosa's father" },
    { id: "c-elena", name: "Elena", role: "her granddaughter, 30s" },
  ],
  notes: {
    logline: "A young woman leaves her village to build a family across the sea.",
    theme: "Home is what you carry.",
    beatsOrder: ["s-harbor", "s-kitchen", "s-ship", "s-island", "s-wedding", "s-today"],
  },
  scenes: [
    {
      id: "s-kitchen",
      title: "The last dinner",
      location: "Kitchen of the family house",
      elements: [
        {
          id: "e1",
          elementType: "text",
          content: {
            text: "The family eats in silence. **Nobody** mentions the suitcase by the door.",
          },
        },
        {
          id: "e2",
          elementType: "quote",
          content: { quote: "The sea takes and the sea gives. Go.", author: "tomás" },
        },
        {
          id: "e3",
          elementType: "text",
          content: { text: "Rosa looks at her plate." },
          metadata: { source: "emotion", emotion: "Sad", subEmotion: "Lonely" },
        },
        {
          id: "e4",
          elementType: "image",
          content: {
            imageUrl: "https://example.com/dinner.jpg",
            alt: "A table set for five",
            caption: "The last photo of the whole family",
          },
        },
      ],
      characterIds: ["c-rosa", "c-tomas"],
      timeOfDay: "evening",
    },
    {
      id: "s-harbor",
      title: "Leaving the village",
      location: "Harbor of Nazaré",
      description: "Fishing boats rock against the *grey* water.",
      elements: [
        {
          id: "e5",
          elementType: "text",
          content: {
            text: "Rosa grips a cardboard suitcase tied with string.\n\nShe does not look back.",
          },
        },
        {
          id: "e6",
          elementType: "gif",
          content: { gifUrl: "https://example.com/wave.gif", alt: "A hand waving goodbye" },
        },
        {
          id: "e7",
          elementType: "quote",
          content: { quote: "I will write every Sunday.", author: "Rosa" },
        },
      ],
      characterIds: ["c-rosa"],
      timeOfDay: "morning",
    },
    {
      id: "s-ship",
      title: "The crossing",
      location: "",
      elements: [
        {
          id: "e8",
          elementType: "calendar",
          content: {
            date: "1961-03-03",
            title: "Boarding the Santa Maria",
            description: "Eleven days at sea",
            startTime: "06:30",
          },
        },
        {
          id: "e9",
          elementType: "video",
          content: {
            videoUrl: "https://example.com/ship.mp4",
            title: "Passengers crowd the rail as the ship leaves port",
            thumbnail: "https://example.com/t.jpg",
          },
        },
        {
          id: "e10",
          elementType: "quote",
          content: { quote: "Every wave is one less between me and the rest of my life." },
        },
      ],
    },
    {
      id: "s-island",
      title: "Arrival",
      location: "Ellis Island ferry dock",
      elements: [
        {
          id: "e11",
          elementType: "calendar",
          content: { date: "1961-03-14", title: "Arrival in New York" },
        },
        {
          id: "e12",
          elementType: "text",
          content: {
            text: "Rosa holds up her papers. The officer _stamps_ them without looking up.",
          },
        },
        {
          id: "e13",
          elementType: "text",
          content: { text: "" },
          metadata: { source: "emotion", emotion: "Happy", subEmotion: "Relieved" },
        },
      ],
      characterIds: ["c-rosa"],
    },
    {
      id: "s-wedding",
      title: "The wedding",
      location: "Backyard in Newark",
      elements: [
        {
          id: "e14",
          elementType: "gallery",
          content: {
            images: [
              {
                url: "https://example.com/a.jpg",
                alt: "Rosa in a borrowed dress",
                caption: "Rosa in a borrowed dress",
              },
              { url: "https://example.com/b.jpg", alt: "The cake, slightly crooked" },
              { url: "https://example.com/c.jpg", alt: "Dancing under paper lanterns at night" },
            ],
          },
        },
        {
          id: "e15",
          elementType: "text",
          content: { text: "Laughter. Someone plays an accordion badly." },
        },
      ],
      timeOfDay: "night",
    },
    {
      id: "s-today",
      title: "Today",
      location: "Elena's apartment",
      elements: [
        {
          id: "e16",
          elementType: "text",
          content: {
            text: "ELENA, 30s, opens the old cardboard suitcase. Inside: letters, every Sunday, for forty years.",
          },
        },
        {
          id: "e17",
          elementType: "quote",
          content: { quote: "She kept her promise.", author: "Elena" },
        },
      ],
      characterIds: ["c-elena"],
    },
  ],
};
