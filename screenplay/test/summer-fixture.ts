import type { StoryInput } from "../compile/story-types.ts";

// The example as a new user captures it: four first-person scenes of a summer with a
// father, quotes by "Dad" and by "Me", two dates, and the location "The lake at dawn".
export const summerStory: StoryInput = {
  movie: { title: "The Summer of the Lake", authorName: "Sam Rivera" },
  characters: [
    { id: "c-dad", name: "Dad", role: "my father", description: "patient, smells of pine tar" },
  ],
  notes: { protagonist: "Sam" },
  scenes: [
    {
      id: "s-lake",
      title: "Fishing with Dad",
      location: "The lake at dawn",
      characterIds: ["c-dad"],
      elements: [
        {
          id: "t1",
          elementType: "text",
          content: { text: "I am twelve and I think the fog is the lake breathing." },
        },
        {
          id: "q1",
          elementType: "quote",
          content: { quote: "Cast it past the reeds. Fish hide where it's quiet.", author: "Dad" },
        },
        {
          id: "q2",
          elementType: "quote",
          content: { quote: "What if I don't catch anything?", author: "Me" },
        },
        {
          id: "e1",
          elementType: "text",
          content: { text: "" },
          metadata: { source: "emotion", emotion: "Happy", subEmotion: "Peaceful" },
        },
      ],
    },
    {
      id: "s-dock",
      title: "The dock",
      location: "The old dock",
      elements: [
        {
          id: "c1",
          elementType: "calendar",
          content: { date: "1994-07-02", title: "First fish" },
        },
        { id: "q3", elementType: "quote", content: { quote: "Look! I got one!", author: "I" } },
      ],
    },
    {
      id: "s-kitchen",
      title: "Dinner",
      location: "Grandma's kitchen, late at night",
      elements: [
        {
          id: "q4",
          elementType: "quote",
          content: { quote: "You cleaned it yourself? Proud of you.", author: "Dad" },
        },
      ],
    },
    {
      id: "s-goodbye",
      title: "Leaving",
      location: "The car",
      elements: [
        { id: "c2", elementType: "calendar", content: { date: "1994-08-30", title: "Going home" } },
        {
          id: "q5",
          elementType: "quote",
          content: { quote: "Same lake next year?", author: "Sam" },
        },
      ],
    },
  ],
};
