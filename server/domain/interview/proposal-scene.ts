import type { Proposal } from "#contracts/interview.ts";
import { toSceneDate } from "#contracts/interview.ts";
import type { SceneCreate } from "#contracts/scene.ts";
import type { SceneElement } from "#contracts/scene-element.ts";

export interface ProposalSceneInput {
  proposal: Proposal;
  movieId: string;
  sceneId?: string;
  characterIds: string[];
  // A guest's scene holds text only (server/domain/guests/guest-may.ts): the quotes stay in the
  // text, where the answer's words have them anyway.
  guest: boolean;
  // Where the scene came from, kept in its metadata.
  from: { interviewId: string; turnId: string; proposalId: string };
  newId: () => string;
}

/** The scene a kept proposal becomes: the answer's words as a text element, each quote as a quote
 * element by its speaker, the date as `metadata.date` (with the answer's words for it), the place
 * as the location, the emotions as `metadata.emotions`, the people as characters. Pure. */
export function proposalScene(input: ProposalSceneInput): SceneCreate {
  const { proposal } = input;
  const elements: SceneElement[] = [
    { id: input.newId(), elementType: "text", content: { text: proposal.text } },
  ];
  if (!input.guest)
    for (const quote of proposal.quotes)
      elements.push({
        id: input.newId(),
        elementType: "quote",
        content: { quote: quote.text, ...(quote.speaker ? { author: quote.speaker } : {}) },
      });
  const metadata: Record<string, unknown> = {
    interview: input.from,
    ...(proposal.emotions.length > 0 ? { emotions: proposal.emotions } : {}),
    ...(proposal.date ? { date: toSceneDate(proposal.date), dateText: proposal.date.text } : {}),
  };
  return {
    ...(input.sceneId ? { id: input.sceneId } : {}),
    movieId: input.movieId,
    title: proposal.title,
    sceneNumber: 1,
    ...(proposal.place ? { location: proposal.place } : {}),
    elements,
    characterIds: input.characterIds,
    metadata,
  };
}

/** A person's name as characters are matched: "mum " and "Mum" are one. */
export const nameKey = (name: string): string =>
  name.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("en");
